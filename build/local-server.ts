// An HTTP server of the local stack listening on host:port (0: a free port), with its URL and a
// close that ends its open connections too: the local Workers Cache and the media host use it.
import type { Server } from 'node:http';

export async function listenLocal(server: Server, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
