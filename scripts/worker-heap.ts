// The JS heap of a Worker running on workerd, through its DevTools inspector (Miniflare's
// inspectorPort). A heap snapshot first (its chunks are ignored): it collects the garbage, which
// HeapProfiler.collectGarbage cannot here (workerd drops the connection), so the figure is what
// the isolate really holds.

interface Reply {
  id: number;
  result?: { usedSize?: number };
  error?: { message: string };
}

/** Bytes of JS heap in use by the Worker named `worker`, after a full garbage collection. */
export async function workerHeapBytes(inspectorPort: number, worker: string): Promise<number> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/core:user:${worker}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`no inspector for ${worker} on port ${inspectorPort}`)), { once: true });
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Reply>((resolve) => {
      const mine = ++id;
      const listener = (event: MessageEvent) => {
        const reply = JSON.parse(String(event.data)) as Reply;
        if (reply.id !== mine) return;
        socket.removeEventListener('message', listener);
        resolve(reply);
      };
      socket.addEventListener('message', listener);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.takeHeapSnapshot');
    const reply = await call('Runtime.getHeapUsage');
    if (reply.result?.usedSize === undefined) throw new Error(`Runtime.getHeapUsage: ${reply.error?.message ?? 'no answer'}`);
    return reply.result.usedSize;
  } finally {
    socket.close();
  }
}
