// POST /chat as server-sent events: calls onEvent(type, data) for each event.

async function readEvents(res, onEvent) {
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buf.indexOf('\n\n')) >= 0) {
      const chunk = buf.slice(0, cut);
      buf = buf.slice(cut + 2);
      let type = 'message';
      const data = [];
      for (const line of chunk.split('\n')) {
        if (line.startsWith('event: ')) type = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) onEvent(type, JSON.parse(data.join('\n')));
    }
  }
}

/**
 * Sends the message; resolves when the stream ends. A refusal before the stream (422, 503
 * busy, ...) arrives as an `error` event like one during it; a network failure as `network`.
 */
export async function chat(message, sessionId, onEvent) {
  let res;
  try {
    res = await fetch('/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(sessionId ? { message, session_id: sessionId } : { message }),
    });
  } catch (err) {
    onEvent('error', { status: 'network', detail: `could not reach the demo server (${err.message})` });
    return;
  }
  if (!res.ok || !(res.headers.get('content-type') || '').includes('text/event-stream')) {
    const body = await res.json().catch(() => ({ detail: res.statusText }));
    const retry = res.headers.get('retry-after');
    onEvent('error', { status: res.status, detail: body.detail, retryAfter: retry ? Number(retry) : undefined });
    return;
  }
  let ended = false;
  try {
    await readEvents(res, (type, data) => {
      if (type === 'answer' || type === 'error') ended = true;
      onEvent(type, data);
    });
  } catch (err) {
    if (!ended) onEvent('error', { status: 'stream', detail: `the answer stopped arriving (${err.message})` });
    return;
  }
  if (!ended) onEvent('error', { status: 'stream', detail: 'the connection closed before an answer arrived' });
}
