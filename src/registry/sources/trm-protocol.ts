/** TRM (tool runtime) protocol URLs (DESIGN.md 4.3): list `GET {url}/api/v1/tools/`, run `POST {url}/api/v1/tools/{name}/run`. */
const trim = (url: string) => url.replace(/\/+$/, '');

export const trmListUrl = (url: string) => `${trim(url)}/api/v1/tools/`;
export const trmRunUrl = (url: string, tool: string) => `${trim(url)}/api/v1/tools/${encodeURIComponent(tool)}/run`;
