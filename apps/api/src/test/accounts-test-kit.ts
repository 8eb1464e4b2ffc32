import { OutboxWorker } from '../lib/outbox/outbox-worker';
import { SmtpCapture } from '../lib/outbox/testing/smtp-capture';
import { SmtpTransport } from '../lib/outbox/transports/smtp.transport';
import type { MessageTransport } from '../lib/outbox/transports';
import type { TestApp } from './test-app';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A loopback SMTP server plus a function that runs the outbox worker once against it. */
export async function mailKit(t: () => TestApp, extra: { sms?: MessageTransport; whatsapp?: MessageTransport } = {}) {
  const smtp = new SmtpCapture();
  await smtp.start();
  const deliver = async () => {
    const worker = new OutboxWorker(t().db, { email: new SmtpTransport(smtp.url, 'Tribuna <no-reply@t.test>'), ...extra }, silent);
    await worker.runOnce();
    await worker.stop();
  };
  return { smtp, deliver };
}

export const validSignup = (email: string) => ({
  name: 'Nora',
  surname: 'Vidal Puig',
  identification: '12345678Z',
  email,
  phone: '+34 600 111 222',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  privacyPolicyAccepted: true,
  locale: 'ca',
});
