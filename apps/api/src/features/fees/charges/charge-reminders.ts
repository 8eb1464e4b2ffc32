import { sessionLocaleForClub, type UiLocale } from '@tribuna/contract';
import { DateTime } from 'luxon';
import type { FeesRepositories } from '../fees.data';
import type { ChargeRow } from './charges.repository';

const money = (cents: number, currency: string, locale: UiLocale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
const dayInWords = (day: string, locale: UiLocale) => DateTime.fromISO(day).setLocale(locale).toLocaleString(DateTime.DATE_FULL);

/**
 * E-mails a reminder for each charge through the outbox, in the caller's transaction: to the
 * person, or to the guardians of a child without an address. Charges with nobody to write to are
 * skipped. Marks the charges reminded. Answers how many charges got at least one e-mail.
 */
export async function remindCharges(
  repos: FeesRepositories,
  rows: readonly ChargeRow[],
  options: { appUrl: string; now: Date },
): Promise<number> {
  if (rows.length === 0) return 0;
  const targets = await repos.charges.reminderTargets(rows.map((row) => row.id));
  const reminded = new Set<number>();
  for (const target of targets) {
    const locale = sessionLocaleForClub(target.clubLocale);
    await repos.notifications.enqueue({
      channel: 'email',
      to: target.email,
      template: 'fee-reminder',
      locale,
      data: {
        clubName: target.clubName,
        personName: `${target.personName} ${target.personSurname}`.trim(),
        feeName: target.feeName,
        amount: money(target.amount, target.currency, locale),
        dueOn: dayInWords(target.dueOn, locale),
        paymentsLink: `${options.appUrl}/payments`,
      },
    });
    reminded.add(target.chargeId);
  }
  await repos.charges.markReminded([...reminded], options.now);
  return reminded.size;
}
