// A stand-in for Turnstile's siteverify on 127.0.0.1 that answers as Cloudflare does for its
// documented dummy secrets (1x… always passes, 2x… always fails): tests never call Cloudflare.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TURNSTILE_DUMMY = {
  siteKey: '1x00000000000000000000AA',
  passingSecret: '1x0000000000000000000000000000000AA',
  failingSecret: '2x0000000000000000000000000000000AA',
  /** What Turnstile's widget puts in the form with the dummy site key. */
  token: 'XXXX.DUMMY.TOKEN.XXXX',
};

export async function startSiteverifyStub() {
  const calls: { secret: string; response: string }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), { headers: { 'Content-Type': request.headers['content-type'] ?? '' } }).formData();
    const call = { secret: String(form.get('secret')), response: String(form.get('response')) };
    calls.push(call);
    const success = call.secret === TURNSTILE_DUMMY.passingSecret && call.response !== '';
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
