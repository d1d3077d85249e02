// What the user can do about a failed chat, by status. The detail from the server says what
// went wrong; this says what to try next.
const HINTS = {
  network: 'The demo server did not answer. Check that it runs with `agent status`; `agent start demo` starts it.',
  stream: 'The connection closed before the answer arrived. Ask again; if it keeps happening, the demo log (AGENT_HOME/logs) says why.',
  400: 'The request was not understood. Reload the page and ask again.',
  403: 'The server refused this page. Open the chat at the demo server’s own address (the one `agent status` prints).',
  413: 'The message is too long. Shorten it and ask again.',
  422: 'The message was not accepted: it must be plain text of at most 8000 characters.',
  499: 'The chat was cancelled before it finished. Ask again.',
  500: 'The demo server failed unexpectedly. Its log (AGENT_HOME/logs) has the details; ask again.',
  502: 'A tool or the language model failed. Ask again; `agent status` shows which service is down.',
  503:
    'A service the demo needs is busy or not reachable (registry, language model or browser). ' +
    'Wait a moment and ask again; `agent status` shows which one.',
  504: 'The answer took too long (demo.default_timeout). Ask for less, e.g. a narrower filter, or raise the setting.',
};

export function hintFor(status) {
  return HINTS[status] ?? (typeof status === 'number' && status >= 500 ? HINTS[500] : 'Ask again, or rephrase the question.');
}
