/** One Server-Sent Event as the browser's EventSource parses it. */
export type SseEvent = { event: string; id?: string; data: string };

/**
 * A Server-Sent Events connection over real HTTP (fetch), parsed as EventSource does: `events` fills as they come,
 * `until` waits (on a condition, with a deadline) until `events` satisfies it; `close` drops the line. `onEvent` sees
 * each event as it is parsed (a benchmark's clock: scripts/bench-chat.ts).
 */
export async function openSse(url: string, headers: Record<string, string> = {}, onEvent?: (e: SseEvent) => void) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const reading = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const e: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) e.event = line.slice(6).trim();
            else if (line.startsWith('id:')) e.id = line.slice(3).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          if (data.length) {
            const got = { ...e, data: data.join('\n') };
            events.push(got);
            onEvent?.(got);
          }
          waiters.forEach((w) => w());
        }
      }
    } catch { /* aborted */ }
    ended = true;
    waiters.forEach((w) => w());
  })();
  function until(check: (events: SseEvent[]) => boolean, ms = 15_000): Promise<SseEvent[]> {
    return new Promise((resolve, reject) => {
      const look = () => {
        if (check(events)) { done(); resolve(events); } else if (ended) { done(); reject(new Error(`stream ended; got ${JSON.stringify(events)}`)); }
      };
      const timer = setTimeout(() => { done(); reject(new Error(`not within ${ms} ms; got ${JSON.stringify(events)}`)); }, ms);
      const done = () => { clearTimeout(timer); waiters.delete(look); };
      waiters.add(look);
      look();
    });
  }
  const messages = () => events.filter((e) => e.event === 'message').map((e) => ({ id: Number(e.id), ...JSON.parse(e.data) }));
  async function close() {
    abort.abort();
    await reading;
  }
  return { res, events, comments, until, messages, close };
}
