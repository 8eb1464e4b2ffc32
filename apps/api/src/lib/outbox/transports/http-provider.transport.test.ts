import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProviderTransport } from './http-provider.transport';

/** A stand-in provider on loopback (the real one is never called in tests). */
let received: { headers: IncomingMessage['headers']; body: string }[] = [];
let status = 201;
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(status).end('{"sid":"x"}');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Messages.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = { id: 'msg-1', to: '+34 600 111 222', subject: null, text: 'Tribuna: 123456' };

describe('HTTP provider transport (Twilio-style)', () => {
  it('posts To, From and Body as a form, with Basic auth for sid:secret tokens', async () => {
    received = [];
    await new HttpProviderTransport({ url, token: 'AC123:secret', from: '+34900000000' }, 'sms').send(message);
    const form = new URLSearchParams(received[0]!.body);
    expect(Object.fromEntries(form)).toEqual({ To: '+34600111222', Body: 'Tribuna: 123456', From: '+34900000000' });
    expect(received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(received[0]!.headers['idempotency-key']).toBe('msg-1');
  });

  it('prefixes WhatsApp numbers and uses a Bearer token otherwise', async () => {
    received = [];
    await new HttpProviderTransport({ url, token: 'tok', from: '+34900000000' }, 'whatsapp').send(message);
    const form = new URLSearchParams(received[0]!.body);
    expect(form.get('To')).toBe('whatsapp:+34600111222');
    expect(form.get('From')).toBe('whatsapp:+34900000000');
    expect(received[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('fails the attempt on a non-2xx answer so the worker retries', async () => {
    status = 503;
    await expect(new HttpProviderTransport({ url, token: null, from: null }, 'sms').send(message)).rejects.toThrow(/503/);
    status = 201;
  });
});
