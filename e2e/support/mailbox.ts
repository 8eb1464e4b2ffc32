import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Reads what the SMTP sink (support/mail-sink.mjs) received during this run. */
type Mail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename?: string; contentType: string; head: string }[];
  at: string;
};

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite through scripts/e2e.mjs');
  return dir;
}

function allMail(): Mail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Mail);
}

/** Waits for the newest message to `address` matching `pattern` and returns the first capture group. */
export async function waitForMail(address: string, pattern: RegExp, since: Date): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const match = allMail()
          .filter((m) => m.to.includes(address.toLowerCase()) && new Date(m.at) >= since)
          .map((m) => pattern.exec(m.text))
          .filter((m): m is RegExpExecArray => m !== null)
          .pop();
        found = match?.[1];
        return found;
      },
      { timeout: 30_000, message: `mail to ${address} matching ${pattern}` },
    )
    .toBeTruthy();
  return found!;
}

/** The attachments of the newest message to `address` whose subject contains `subject`. */
export async function waitForAttachments(address: string, subject: string, since: Date): Promise<NonNullable<Mail['attachments']>> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((m) => m.to.includes(address.toLowerCase()) && new Date(m.at) >= since && m.subject.includes(subject))
          .pop();
        return found;
      },
      { timeout: 30_000, message: `mail to ${address} about ${subject}` },
    )
    .toBeTruthy();
  return found!.attachments ?? [];
}
