// Small DOM helpers shared by the chat page and the catalogue page.

/**
 * An element: `attrs` are attributes, except `on<event>` functions (listeners) and
 * `false`/`null`/`undefined` values (left out); children are nodes or text.
 */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === false || v === null || v === undefined) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

export const byId = (id) => document.getElementById(id);

/** Field names read as words: `total_value` -> `total value`, `closeDate` -> `close date`. */
export function words(key) {
  return String(key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** Storage that never throws (private mode, quota, disabled storage): reads give null, writes report false. */
export function safeStorage(kind) {
  const store = () => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        store()?.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        store()?.removeItem(key);
      } catch {
        /* nothing stored */
      }
    },
  };
}
