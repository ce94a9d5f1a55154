// Reading the contact form's body as the route gets it: the two form encodings only, at most
// MAX_BODY_BYTES whatever Content-Length says, and a refused body read to its end so that the
// visitor's browser gets the answer (tests/worker/contact-limits.test.ts proves it on workerd).
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../shared/contact/rules.ts';
import { readForm } from './read-form.ts';

const URLENCODED = 'application/x-www-form-urlencoded';

/** A body that streams in chunks, counting what the reader took of it. */
function streamed(chunks: string[]) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled++];
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });
  return { body, pulled: () => pulled };
}

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('https://site.test/az/contact', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readForm', () => {
  it('reads the five fields trimmed from either encoding, ignoring other fields and files', async () => {
    const multipart = new FormData();
    multipart.set('first_name', '  Aysel ');
    multipart.set('phone', '+994 51 222 33 44');
    multipart.set('message', new Blob(['a file']), 'note.txt');
    multipart.set('admin', 'yes');
    for (const request of [
      post('first_name=++Aysel+&phone=%2B994+51+222+33+44&admin=yes&website=x&cf-turnstile-response=token', { 'Content-Type': `${URLENCODED}; charset=UTF-8` }),
      new Request('https://site.test/az/contact', { method: 'POST', body: multipart }),
    ]) {
      const read = await readForm(request);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.values).toEqual({ first_name: 'Aysel', last_name: '', phone: '+994 51 222 33 44', email: '', message: '' });
    }
    const urlencoded = await readForm(post('website=bot&cf-turnstile-response=token', { 'Content-Type': URLENCODED }));
    expect(urlencoded).toMatchObject({ ok: true, honeypot: 'bot', turnstile: 'token' });
  });

  it('refuses another encoding with 415 and reads the body to its end', async () => {
    const body = streamed(['{"first_name":', '"Aysel"}']);
    expect(await readForm(post(body.body, { 'Content-Type': 'application/json' }))).toEqual({ ok: false, status: 415, key: 'contact.error.contentType' });
    expect(body.pulled()).toBe(3);
  });

  it('refuses a body larger than MAX_BODY_BYTES with 413, whether Content-Length says so or not', async () => {
    const declared = await readForm(post('message=x', { 'Content-Type': URLENCODED, 'Content-Length': String(MAX_BODY_BYTES + 1) }));
    expect(declared).toEqual({ ok: false, status: 413, key: 'contact.error.tooLarge' });
    const half = 'x'.repeat(MAX_BODY_BYTES / 2 + 1);
    const body = streamed([`message=${half}`, half, 'tail']);
    expect(await readForm(post(body.body, { 'Content-Type': URLENCODED }))).toEqual({ ok: false, status: 413, key: 'contact.error.tooLarge' });
    // Read to its end, so that the client gets the 413 rather than a reset connection.
    expect(body.pulled()).toBe(4);
  });

  it('answers a multipart body it cannot parse with 400', async () => {
    expect(await readForm(post('not a multipart body', { 'Content-Type': 'multipart/form-data; boundary=nothing' }))).toEqual({
      ok: false,
      status: 400,
      key: 'contact.error.contentType',
    });
  });
});
