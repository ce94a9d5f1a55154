// Contract tests of the reference catalogue API's contact messages: what it stores and what it
// refuses (the real Worker on workerd, D1 seeded).
import { describe, expect, it } from 'vitest';
import type { D1Database } from '@cloudflare/workers-types';
import { fetchWithOneRetry } from '../../build/fetch-retry.ts';
import { useReferenceApi } from '../../tests/support/reference-api.ts';

const { reference } = useReferenceApi();

describe('contact messages', () => {
  const valid = { first_name: 'Leyla', last_name: 'Həsənova', email: 'leyla@example.az', phone: '+994501112233', message: 'Salam! POS dəsti lazımdır.' };

  async function post(body: BodyInit, headers: Record<string, string> = {}, language = 'en') {
    // After the 100 KB message, the connection workerd kept may be closed just as it is reused.
    const response = await fetchWithOneRetry(
      new Request(`${reference.url}/api/contact/messages`, { method: 'POST', body, headers: { 'Accept-Language': language, ...headers } }),
    );
    return { status: response.status, body: await response.json() };
  }

  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  async function stored(email: string) {
    const db = (await reference.stack.api!.getD1Database('DB')) as unknown as D1Database;
    return (await db.prepare('SELECT * FROM contact_message WHERE email = ?').bind(email).all()).results;
  }

  it('stores a valid multipart message with all five fields and answers 201', async () => {
    const { status } = await post(form(valid));
    expect(status).toBe(201);
    expect(await stored(valid.email)).toEqual([expect.objectContaining({ ...valid, language: 'en' })]);
  });

  it('stores a valid JSON message too', async () => {
    const message = { ...valid, email: 'json@example.az' };
    expect((await post(JSON.stringify(message), { 'Content-Type': 'application/json' })).status).toBe(201);
    expect(await stored(message.email)).toHaveLength(1);
  });

  it('answers 400 keyed by field, in the request language', async () => {
    const { status, body } = await post(form({ email: 'wrong', phone: '050abc' }), {}, 'ru');
    expect(status).toBe(400);
    expect(body).toEqual({
      first_name: ['Заполните это поле.'],
      last_name: ['Заполните это поле.'],
      email: ['Введите правильный адрес электронной почты.'],
      phone: ['Введите правильный номер телефона: от 7 до 15 цифр, в начале может стоять +.'],
    });
    expect(await stored('wrong')).toHaveLength(0);
  });

  it('answers 400 for fields that are too long', async () => {
    const { status, body } = await post(form({ ...valid, email: 'long@example.az', message: 'x'.repeat(100_000) }), {}, 'az');
    expect(status).toBe(400);
    expect(body).toEqual({ message: ['Ən çox 5000 simvol daxil edin.'] });
  });

  it('answers a repeated submit with non_field_errors and keeps one copy', async () => {
    const message = { ...valid, email: 'twice@example.az' };
    expect((await post(form(message))).status).toBe(201);
    const again = await post(form(message));
    expect(again).toEqual({ status: 400, body: { non_field_errors: ['This message has already been sent. We will get back to you soon.'] } });
    expect(await stored(message.email)).toHaveLength(1);
  });

  it.each([
    ['text/plain', 'hello', 415],
    ['application/json', '{"first_name": ', 400],
    ['application/json', '[1, 2]', 400],
  ])('answers a %s body %j with %i', async (type, body, status) => {
    expect((await post(body, { 'Content-Type': type })).status).toBe(status);
  });

  it('refuses a GET with 405', async () => {
    const response = await fetch(`${reference.url}/api/contact/messages`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
  });
});
