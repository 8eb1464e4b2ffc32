import type { Order, Ticket, UiLocale } from '@tribuna/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { ticketText } from './receipt-texts';

const day = (iso: string, locale: UiLocale) =>
  new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });

/** The event's day and time as the door and the holder read them: "sábado, 12 de diciembre de 2026, 18:00". */
const eventWhen = (iso: string, locale: UiLocale) =>
  new Date(iso).toLocaleString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  });

/** What a ticket's page says about its event, one line each: when, then where (either may be missing). */
export function ticketEventLines(ticket: Pick<Ticket, 'eventStartsAt' | 'eventVenue'>, locale: UiLocale): string[] {
  return [...(ticket.eventStartsAt ? [eventWhen(ticket.eventStartsAt, locale)] : []), ...(ticket.eventVenue ? [ticket.eventVenue] : [])];
}

/**
 * An order's valid tickets as a PDF, one A6 page each, so a phone shows one ticket a screen and
 * a printer cuts them apart: club, campaign, product, the event's day, time and place, seat, QR
 * code (qrcode, a maintained library, drawn as a PNG at a size door scanners read from a screen)
 * and the ticket's short reference, for a person to read out.
 */
export async function ticketsPdf(order: Order, clubName: string, locale: UiLocale): Promise<Buffer> {
  const valid = order.tickets.filter((ticket) => !ticket.cancelled);
  const doc = new PDFDocument({
    size: 'A6',
    margin: 24,
    autoFirstPage: false,
    info: { Title: `${ticketText(locale, 'title')} ${order.purchaseIdentifier}`, Author: clubName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const [index, ticket] of valid.entries()) {
    doc.addPage();
    const width = doc.page.width - 48;
    doc.font('Helvetica-Bold').fontSize(13).text(clubName, { width });
    doc.font('Helvetica').fontSize(10).text(order.campaign.name, { width });
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(ticket.option ? `${ticket.product} (${ticket.option})` : ticket.product, { width });
    for (const line of ticketEventLines(ticket, locale)) doc.font('Helvetica').fontSize(11).text(line, { width });
    if (ticket.seat)
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(ticketText(locale, 'seat', { row: String(ticket.seat.row), seat: String(ticket.seat.seat) }));
    const qr = await QRCode.toBuffer(ticket.code, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
    const size = 150;
    doc.image(qr, (doc.page.width - size) / 2, doc.y + 8, { width: size, height: size });
    doc.y += size + 16;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(ticketText(locale, 'reference', { reference: ticket.reference }), 24, doc.y, { width, align: 'center' });
    doc.moveDown(0.6).font('Helvetica').fontSize(8);
    doc.text(ticketText(locale, 'unit', { number: String(index + 1), total: String(valid.length) }), { width });
    doc.text(`${ticketText(locale, 'order', { number: order.purchaseIdentifier })} · ${day(order.paidAt ?? order.createdAt, locale)}`, {
      width,
    });
    doc.text(ticketText(locale, 'holder', { name: order.paidBy.name }), { width });
    doc.moveDown(0.4).fillColor('#555555').text(ticketText(locale, 'show'), { width }).fillColor('#000000');
  }
  doc.end();
  return done;
}
