/** Reads a Server-Sent Events body over a real HTTP connection (tests only). */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  if (!res.body) throw new Error("no body");
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: any }[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  let raw = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += value;
        buffer += value;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted
    }
  })();

  /** Resolves with the next event (after the `count` already taken) or rejects after timeoutMs. */
  async function next(count: number, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (events.length <= count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return events[count] as { event: string; data: any };
  }
  return { response: res, events, next, raw: () => raw, close: () => controller.abort() };
}
