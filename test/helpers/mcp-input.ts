import { expect } from 'chai';
import { ASKING } from '../fixtures/mcp/servers.js';

/**
 * For the tests of issue 31 (an MCP tool asking the chat something during a call): the
 * registry configuration federating test/fixtures/mcp/asking-server.mjs as `asking`, and a
 * chat read as its events arrive.
 */

/** The registry configuration: the asking server over stdio, run by this node. */
export const ASKING_YAML = [
  'mcpServers:',
  '  asking:',
  `    command: ${JSON.stringify(process.execPath)}`,
  `    args: ${JSON.stringify([ASKING])}`,
  '',
].join('\n');

export interface ChatEvent {
  type: string;
  data: any;
}

/** POST /chat as server-sent events; `react` runs for each event as it arrives (awaited before the next is read). */
export async function chatStream(url: string, message: string, react: (e: ChatEvent) => Promise<void> | void = () => {}) {
  const res = await fetch(`${url}/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
  });
  expect(res.headers.get('content-type')).to.match(/text\/event-stream/);
  const events: ChatEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += decoder.decode(value, { stream: true });
    for (let cut = buf.indexOf('\n\n'); cut >= 0; cut = buf.indexOf('\n\n')) {
      const chunk = buf.slice(0, cut);
      buf = buf.slice(cut + 2);
      const type = /^event: (.*)$/m.exec(chunk)?.[1];
      const data = /^data: (.*)$/m.exec(chunk)?.[1];
      if (!type || !data) continue;
      const e = { type, data: JSON.parse(data) };
      events.push(e);
      await react(e);
    }
  }
  const answer = events.find((e) => e.type === 'answer')?.data;
  return { events, answer, types: events.map((e) => e.type) };
}
