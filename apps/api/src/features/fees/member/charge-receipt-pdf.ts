import type { UiLocale } from '@tribuna/contract';
import ca from '@tribuna/i18n/locales/ca/payments.json';
import en from '@tribuna/i18n/locales/en/payments.json';
import es from '@tribuna/i18n/locales/es/payments.json';
import eu from '@tribuna/i18n/locales/eu/payments.json';
import gl from '@tribuna/i18n/locales/gl/payments.json';
import PDFDocument from 'pdfkit';
import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';
import type { MemberChargeView, PayerRow } from './member-charges.repository';

const CATALOGUES: Record<UiLocale, typeof en> = { es, en, ca, eu, gl };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

const money = (cents: number, currency: string, locale: UiLocale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
const day = (date: Date | string, locale: UiLocale) =>
  (typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  });

export type ChargeReceipt = { charge: MemberChargeView; payer: PayerRow; clubName: string; locale: UiLocale; issuedAt?: Date };

/**
 * The receipt of a paid charge as a PDF (pdfkit, as the shop's receipt; its Helvetica covers the
 * five languages' letters and the euro sign), in the club's language, with the words of the web
 * app's own `payments` catalogue: club, charge, member, concept, amount, when and how it was paid.
 */
export function chargeReceiptPdf({ charge, payer, clubName, locale, issuedAt = new Date() }: ChargeReceipt): Promise<Buffer> {
  const words = CATALOGUES[locale];
  const text = (key: keyof typeof en.receipt, values: Record<string, string | number> = {}) => fill(words.receipt[key], values);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${words.receipt.title} ${charge.publicId}`, Author: clubName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const total = charge.amount + charge.returnFee;
  doc.font('Helvetica-Bold').fontSize(18).text(clubName);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(14)
    .text(`${words.receipt.title} · ${text('number', { number: charge.publicId })}`);
  doc
    .moveDown(0.5)
    .fontSize(10)
    .text(text('issued', { date: day(issuedAt, locale) }));
  doc.text(text('payer', { name: `${payer.name} ${payer.surname}`.trim() }));
  doc.moveDown();
  doc.fontSize(12).text(text('concept', { concept: charge.feeName }));
  doc.fontSize(10);
  if (charge.instalments > 1) doc.text(text('instalment', { n: charge.instalment, of: charge.instalments }));
  doc.text(text('dueOn', { date: day(charge.dueOn, locale) }));
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(text('amount', { amount: money(total, charge.currency, locale) }));
  doc.font('Helvetica').fontSize(10);
  if (charge.returnFee > 0) doc.text(text('returnFee', { amount: money(charge.returnFee, charge.currency, locale) }));
  if (charge.refundedAmount > 0) doc.text(text('refunded', { amount: money(charge.refundedAmount, charge.currency, locale) }));
  if (charge.paidAt) doc.text(text('paidOn', { date: day(charge.paidAt, locale) }));
  const method = charge.paidMethod as keyof typeof en.methods | null;
  if (method && method in words.methods) doc.text(text('method', { method: words.methods[method] }));
  if (method === 'sepa_debit' && charge.refundableUntil) {
    doc.moveDown().text(text('refundableUntil', { date: day(charge.refundableUntil, locale) }));
  }
  doc.end();
  return done;
}
