/** What a search may ask (a leaf: the wire schemas and the search both read it). */

/** Longest request text searched (longer is refused over HTTP: a task, not a document). */
export const SEARCH_TEXT_MAX = 500;
export const SEARCH_K_MAX = 50;
export const SEARCH_K_DEFAULT = 10;
