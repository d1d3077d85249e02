import { ToolCallError } from '../../registry/types.js';

/** A scheme at the start (`file:`, `javascript:`), but not `host:port`. */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const HOST_PORT = /^[^/:?#]+:\d+(?:[/?#]|$)/;

/**
 * The URL a browser tool may open: only http(s). A bare `host[:port]/path` gets
 * `http://`. Anything else (file:, chrome:, javascript:, data:, about:, ...) is refused
 * with a 422 naming the scheme.
 */
export function checkUrl(raw: string): string {
  const text = raw.trim();
  if (text === '') throw new ToolCallError(422, 'url: must not be empty');
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  const candidate = scheme === undefined || HOST_PORT.test(text) ? `http://${text}` : text;
  if (scheme !== undefined && !HOST_PORT.test(text) && scheme !== 'http' && scheme !== 'https') {
    throw new ToolCallError(422, `url: only http and https URLs can be opened in the browser; '${scheme}:' URLs are refused`);
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new ToolCallError(422, `url: ${JSON.stringify(text)} is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ToolCallError(422, `url: only http and https URLs can be opened in the browser; '${url.protocol}' URLs are refused`);
  }
  return url.href;
}

/** True for URLs a page may be on after navigation (about:blank before the first one). */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
