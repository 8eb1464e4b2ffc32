import type { Order, UiLocale } from '@tribuna/contract';
import PDFDocument from 'pdfkit';
import { receiptText } from './receipt-texts';

const money = (cents: number, locale: UiLocale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const day = (iso: string, locale: UiLocale) =>
  new Date(iso).toLocaleString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  });

/** Each tax of the order with its base (what the lines cost without it) and its amount. */
export function taxBreakdown(order: Order): { name: string; base: number; amount: number }[] {
  const byTax = new Map<string, { base: number; amount: number }>();
  for (const line of order.lines) {
    const name = line.tax?.name ?? '';
    const entry = byTax.get(name) ?? { base: 0, amount: 0 };
    entry.base += (line.unitTotal - line.unitTax) * line.quantity;
    entry.amount += line.unitTax * line.quantity;
    byTax.set(name, entry);
  }
  return [...byTax].map(([name, entry]) => ({ name, ...entry }));
}

/**
 * The order's receipt as a PDF (pdfkit, a maintained library; its standard Helvetica covers the
 * five languages' letters and the euro sign): club, number, date, buyer, lines, each tax's base
 * and amount, total and when it was paid.
 */
export function receiptPdf(order: Order, clubName: string, locale: UiLocale): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${receiptText(locale, 'title')} ${order.purchaseIdentifier}`, Author: clubName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(clubName);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(14)
    .text(`${receiptText(locale, 'title')} · ${receiptText(locale, 'order', { number: order.purchaseIdentifier })}`);
  doc
    .moveDown(0.5)
    .fontSize(10)
    .text(receiptText(locale, 'date', { date: day(order.createdAt, locale) }));
  doc.text(receiptText(locale, 'buyer', { name: order.paidBy.name }));
  doc.text(order.campaign.name);
  doc.moveDown();

  const columns = [50, 300, 370, 460];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0]!, columns[0], y, { width: 240 });
    const height = doc.y - y;
    cells.slice(1).forEach((cell, index) => doc.text(cell, columns[index + 1], y, { width: 80, align: 'right' }));
    doc.y = y + Math.max(height, 14);
    doc.x = columns[0]!;
  };
  row([receiptText(locale, 'product'), receiptText(locale, 'units'), receiptText(locale, 'price'), receiptText(locale, 'amount')], true);
  for (const line of order.lines) {
    const name = line.option ? `${line.name} (${line.option})` : line.name;
    row([name, String(line.quantity), money(line.unitTotal, locale), money(line.unitTotal * line.quantity, locale)]);
  }
  doc.moveDown();
  for (const tax of taxBreakdown(order)) {
    if (!tax.name) continue;
    row([`${receiptText(locale, 'taxBase')} (${tax.name})`, '', '', money(tax.base, locale)]);
    row([receiptText(locale, 'taxLine', { tax: tax.name }), '', '', money(tax.amount, locale)]);
  }
  row([receiptText(locale, 'total'), '', '', money(order.amount, locale)], true);
  if (order.paidAt) {
    doc.moveDown();
    doc.font('Helvetica').text(receiptText(locale, 'paid', { date: day(order.paidAt, locale), provider: 'Tribuna' }));
  }
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555555')
    .text(receiptText(locale, 'footer', { club: clubName }));
  doc.end();
  return done;
}
