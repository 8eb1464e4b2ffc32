import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { FEATURES } from '../features';
import { createTestDatabase, type TestDatabase } from './test-database';
import { enqueueNotification, enqueueNotifications, type Notification } from '../lib/outbox/enqueue';
import { OutboxWorker, retryDelaySeconds } from '../lib/outbox/outbox-worker';
import { codeIn, SmtpCapture } from '../lib/outbox/testing/smtp-capture';
import { SmtpTransport } from '../lib/outbox/transports/smtp.transport';
import { installTemplates } from '../lib/outbox/templates/template-registry';
import type { MessageTransport, OutgoingMessage } from '../lib/outbox/transports';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
let t: TestDatabase;
const smtp = new SmtpCapture();

beforeAll(async () => {
  // No app here: install the features' templates as the app does at start.
  installTemplates(FEATURES.flatMap((feature) => feature.outboxTemplates ?? []));
  t = await createTestDatabase({ seed: false });
  await smtp.start();
});
afterAll(async () => {
  await smtp.stop();
  await t.drop();
});

const rowOf = async (to: string) => {
  const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  return row!;
};
const code = (to: string, locale: 'es' | 'en' = 'en', value = '123456') =>
  enqueueNotification(t.database.db, { channel: 'email', to, template: 'password-reset-code', locale, data: { code: value } });

describe('outbox, many at once', () => {
  it('stores a batch of notifications exactly as one at a time would, awkward text included', async () => {
    const awkward = `O'Brien "Obi" \\ 50% ñandú 🏐\nsegunda línea, {llaves} [corchetes]`;
    const notification = (to: string): Notification => ({
      channel: 'email',
      to,
      template: 'sepa-pre-notification',
      locale: 'es',
      userId: null,
      data: {
        clubName: awkward,
        personName: 'Ana Ruiz',
        feeName: awkward,
        amount: '30,00 €',
        collectionDate: '14 de diciembre de 2026',
        mandateReference: 'REF-1',
        creditorIdentifier: 'ES12ZZZ12345678',
        ibanMasked: 'ES91 •••• 1332',
      },
    });
    await enqueueNotification(t.database.db, notification('one@example.test'));
    await enqueueNotifications(t.database.db, [notification('batch@example.test'), notification('batch2@example.test')]);
    const columns = ({
      channel,
      template,
      locale,
      data,
      subject,
      text,
      status,
      attachments,
      userId,
    }: typeof outboxMessages.$inferSelect) => ({
      channel,
      template,
      locale,
      data,
      subject,
      text,
      status,
      attachments,
      userId,
    });
    const one = columns(await rowOf('one@example.test'));
    expect(one.text).toContain(awkward);
    expect(columns(await rowOf('batch@example.test'))).toEqual(one);
    expect(columns(await rowOf('batch2@example.test'))).toEqual(one);
  });
});

describe('outbox worker', () => {
  it('delivers email over SMTP in the recipient language, then masks the secret it stored', async () => {
    await code('ana@example.test', 'es', '402913');
    const worker = new OutboxWorker(t.database.db, { email: new SmtpTransport(smtp.url, 'Tribuna <no-reply@t.test>') }, silent);
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    await worker.stop();
    const mail = smtp.lastTo('ana@example.test');
    expect(mail.subject).toBe('Tu código para recuperar la contraseña');
    expect(codeIn(mail.text)).toBe('402913');
    const row = await rowOf('ana@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.text).not.toContain('402913');
    expect(row.data.code).not.toBe('402913');
  });

  it('keeps a message through a failed attempt (SMTP down) and retries it after the backoff', async () => {
    const down = new SmtpCapture();
    await down.start();
    const port = down.port;
    await down.stop();
    await code('retry@example.test', 'en', '771100');
    const worker = new OutboxWorker(t.database.db, { email: new SmtpTransport(`smtp://127.0.0.1:${port}`, 'x@t.test') }, silent, {
      baseDelaySeconds: 1,
    });
    await worker.runOnce();
    let row = await rowOf('retry@example.test');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a second poll does not touch it.
    await worker.runOnce();
    expect((await rowOf('retry@example.test')).attempts).toBe(1);
    // The server comes back on the same port; after the backoff the message goes out.
    await down.start(port);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await worker.runOnce();
    await worker.stop();
    row = await rowOf('retry@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(codeIn(down.lastTo('retry@example.test').text)).toBe('771100');
    await down.stop();
  });

  it('gives up after the maximum attempts', async () => {
    await code('fail@example.test');
    const broken: MessageTransport = { send: () => Promise.reject(new Error('provider down')) };
    const worker = new OutboxWorker(t.database.db, { email: broken }, silent, { maxAttempts: 1 });
    await worker.runOnce();
    expect(await rowOf('fail@example.test')).toMatchObject({ status: 'failed', attempts: 1, lastError: 'provider down' });
  });

  it('holds messages of a channel without transport, and sends SMS through its adapter', async () => {
    await enqueueNotification(t.database.db, {
      channel: 'sms',
      to: '+34600000001',
      template: 'password-reset-code',
      locale: 'ca',
      data: { code: '555111' },
    });
    await enqueueNotification(t.database.db, {
      channel: 'whatsapp',
      to: '+34600000002',
      template: 'password-reset-code',
      locale: 'en',
      data: { code: '555222' },
    });
    const sent: OutgoingMessage[] = [];
    const fakeSms: MessageTransport = { send: async (m) => void sent.push(m) };
    await new OutboxWorker(t.database.db, { sms: fakeSms }, silent).runOnce();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+34600000001', subject: null });
    expect(sent[0]!.text).toContain('555111');
    expect(sent[0]!.text).toContain('codi');
    expect(await rowOf('+34600000002')).toMatchObject({ status: 'held', attempts: 0 });
  });

  it('leases a claimed message so a crash mid-send only delays it', async () => {
    await code('lease@example.test');
    const hanging: MessageTransport = { send: () => new Promise(() => undefined) };
    const crashed = new OutboxWorker(t.database.db, { email: hanging }, silent, { leaseSeconds: 1 });
    void crashed.runOnce(); // never finishes: the process "died" while sending
    await new Promise((resolve) => setTimeout(resolve, 100));
    const leased = await rowOf('lease@example.test');
    expect(leased).toMatchObject({ status: 'pending', attempts: 1 });
    const sent: string[] = [];
    const other = new OutboxWorker(t.database.db, { email: { send: async (m) => void sent.push(m.to) } }, silent);
    await other.runOnce();
    expect(sent).not.toContain('lease@example.test');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await other.runOnce();
    expect(sent).toContain('lease@example.test');
    expect((await rowOf('lease@example.test')).status).toBe('sent');
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 15, 3600))).toEqual([15, 30, 60, 120]);
    expect(retryDelaySeconds(20, 15, 3600)).toBe(3600);
  });
});
