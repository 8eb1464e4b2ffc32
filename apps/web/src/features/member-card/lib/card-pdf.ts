import { DEFAULT_CARD_DESIGN, type MemberCard } from '@tribuna/contract';
import * as pdfkit from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';
import { qrRuns, QUIET_ZONE, type QrMatrix } from '../../../components/qr/qr-matrix';

/** A JPEG to place in the PDF (logo, photo), redrawn by the browser (jpeg-image.ts). */
export interface PdfJpeg {
  width: number;
  height: number;
  bytes: Uint8Array;
}

/** The card's printed texts, already translated by the page. */
export interface CardPdfTexts {
  role: string;
  status: string;
  number: string;
  season: string;
  validUntil: string;
  issued: string;
  /** Values as the page shows them (formatted dates, "—" when missing). */
  numberValue: string;
  seasonValue: string;
  validUntilValue: string;
  issuedValue: string;
  /** Labels and the translated category, for designs that print them. */
  dni?: string;
  category?: string;
  categoryValue?: string;
}

export interface CardPdfInput {
  card: MemberCard;
  qr: QrMatrix;
  texts: CardPdfTexts;
  active: boolean;
  logo: PdfJpeg | null;
  photo: PdfJpeg | null;
  /** The design's background picture, when it has one. */
  background?: PdfJpeg | null;
}

type Doc = PDFKit.PDFDocument;

/** ISO/IEC 7810 ID-1 (a bank card): 85.60 × 53.98 mm, in points. */
const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 53.98 * MM;

const SOFT_WHITE = '#d5dcea';
const INK = '#1f3d75';
const ACTIVE = '#1e6b2e';
const INACTIVE = '#c92a2a';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

// The browser build of pdfkit reads the standard fonts' metrics only once they are registered
// (the Node build, which the unit tests may load, has them built in and no such export).
const registerStdFonts = (pdfkit as unknown as { registerStdFonts?: (...fonts: object[]) => void }).registerStdFonts;
registerStdFonts?.(Helvetica, HelveticaBold);
const PDFDocument = (pdfkit as unknown as { default: typeof import('pdfkit') }).default;

/** The text at `size`, or smaller down to `min`, or cut with an ellipsis, so it fits in `width`. */
export function fitText(doc: Doc, value: string, font: string, size: number, min: number, width: number): { text: string; size: number } {
  doc.font(font);
  for (let current = size; current >= min; current -= 0.5) {
    if (doc.fontSize(current).widthOfString(value) <= width) return { text: value, size: current };
  }
  doc.fontSize(min);
  let cut = value;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return { text: `${cut.trimEnd()}…`, size: min };
}

const initials = (...words: string[]) => words.map((w) => w.trim()[0]?.toUpperCase() ?? '').join('');

/** Text with its top-left corner at x, y (pdfkit measures from the top of the page). */
function write(doc: Doc, value: string, x: number, y: number, font: string, size: number, colour: string) {
  doc.font(font).fontSize(size).fillColor(colour).text(value, x, y, { lineBreak: false });
}

const bytesOf = (image: PdfJpeg) =>
  image.bytes.buffer.slice(image.bytes.byteOffset, image.bytes.byteOffset + image.bytes.byteLength) as ArrayBuffer;

/** A square picture (image or initials on white) with its top-left corner at x, y. */
function squarePicture(doc: Doc, image: PdfJpeg | null, fallback: string, x: number, y: number, side: number) {
  doc.roundedRect(x, y, side, side, side * 0.18).fill('#ffffff');
  if (image) {
    doc.image(bytesOf(image), x, y, {
      fit: [side, side],
      align: 'center',
      valign: 'center',
    });
    return;
  }
  const size = side * 0.4;
  doc.font(BOLD).fontSize(size);
  write(doc, fallback, x + (side - doc.widthOfString(fallback)) / 2, y + side / 2 - size * 0.4, BOLD, size, INK);
}

/** The card's background: the design's two colours, over its picture when it has one (kept readable). */
function paintBackground(doc: Doc, design: NonNullable<MemberCard['design']>, picture: PdfJpeg | null, W: number, H: number) {
  const gradient = doc.linearGradient(0, 0, W, H).stop(0, design.primaryColour).stop(1, design.secondaryColour);
  doc.save().roundedRect(0, 0, W, H, 9).clip();
  if (picture) {
    doc.image(bytesOf(picture), 0, 0, { cover: [W, H], align: 'center', valign: 'center' });
    doc.rect(0, 0, W, H).fillOpacity(0.8).fill(gradient);
  } else {
    doc.rect(0, 0, W, H).fill(gradient);
  }
  doc.restore();
}

/** The label and value pairs the design prints, in the card's order. */
function fieldsOf(card: MemberCard, texts: CardPdfTexts): [string, string][] {
  const shows = (card.design ?? DEFAULT_CARD_DESIGN).fields;
  const fields: [string, string][] = [];
  if (shows.membershipNumber) fields.push([texts.number, texts.numberValue]);
  if (shows.validity) fields.push([texts.season, texts.seasonValue], [texts.validUntil, texts.validUntilValue]);
  if (shows.category && texts.category) fields.push([texts.category, texts.categoryValue ?? '—']);
  if (shows.dni && texts.dni) fields.push([texts.dni, card.person.dni ?? '—']);
  fields.push([texts.issued, texts.issuedValue]);
  return fields;
}

/** The card at real size with its top-left corner at (ox, oy), drawn with the card's design. */
function drawCard(doc: Doc, { card, qr, texts, active, logo, photo, background = null }: CardPdfInput, ox: number, oy: number) {
  const design = card.design ?? DEFAULT_CARD_DESIGN;
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  const pad = 10;
  doc.save().translate(ox, oy);
  paintBackground(doc, design, background, W, H);

  // Header: logo (when the design shows it), club name, status badge.
  const clubX = design.showLogo ? pad + 26 : pad;
  if (design.showLogo) squarePicture(doc, logo, initials(...card.club.name.split(/\s+/).slice(0, 2)), pad, pad, 20);
  doc.font(BOLD).fontSize(6.5);
  const badgeWidth = doc.widthOfString(texts.status) + 10;
  doc.roundedRect(W - pad - badgeWidth, pad + 2, badgeWidth, 13, 6.5).fill(active ? ACTIVE : INACTIVE);
  write(doc, texts.status, W - pad - badgeWidth + 5, pad + 5.3, BOLD, 6.5, '#ffffff');
  const club = fitText(doc, card.club.name, BOLD, 9, 6.5, W - pad - clubX - badgeWidth - 6);
  write(doc, club.text, clubX, pad + 5, BOLD, club.size, '#ffffff');

  // QR on white, with its quiet zone, on the right (when the design shows it).
  const qrSide = 78;
  const qx = design.fields.qr ? W - pad - qrSide : W - pad + 6;
  if (design.fields.qr) {
    const qy = H - 20 - qrSide;
    const unit = qrSide / (qr.size + 2 * QUIET_ZONE);
    doc.roundedRect(qx, qy, qrSide, qrSide, 3).fill('#ffffff');
    for (const run of qrRuns(qr)) {
      doc.rect(qx + (run.column + QUIET_ZONE) * unit, qy + (run.row + QUIET_ZONE) * unit, run.length * unit, unit);
    }
    // The QR carries the identifier; nobody reads it, so it is not printed under it.
    doc.fill('#000000');
  }

  // The person: photo or initials (when the design shows them), name, role.
  const left = design.fields.photo ? pad + 44 : pad;
  const nameWidth = qx - left - 6;
  if (design.fields.photo) squarePicture(doc, photo, initials(card.person.name, card.person.surname), pad, 42, 38);
  const name = fitText(doc, `${card.person.name} ${card.person.surname}`, BOLD, 10, 7, nameWidth);
  write(doc, name.text, left, 50, BOLD, name.size, '#ffffff');
  write(doc, fitText(doc, texts.role, REGULAR, 7.5, 6, nameWidth).text, left, 62, REGULAR, 7.5, SOFT_WHITE);

  // Fields in two rows under the person: two columns, three when the design prints more.
  const fields = fieldsOf(card, texts);
  const columns = fields.length > 4 ? 3 : 2;
  const columnWidth = (qx - pad - 6) / columns;
  fields.forEach(([label, value], i) => {
    const x = pad + (i % columns) * columnWidth;
    const y = i < columns ? H - 62 : H - 36;
    write(doc, fitText(doc, label, REGULAR, 5.5, 4.5, columnWidth - 4).text, x, y, REGULAR, 5.5, SOFT_WHITE);
    const v = fitText(doc, value, BOLD, 8, 6, columnWidth - 4);
    write(doc, v.text, x, y + 8, BOLD, v.size, '#ffffff');
  });
  doc.restore();
}

/**
 * An A4 page with the card at real size near the top (a home printer cannot print edge to edge),
 * written by pdfkit, in the browser, so it works offline too.
 */
export function cardPdf(input: CardPdfInput, options: { compress?: boolean } = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: `${input.card.club.name} - ${input.card.person.name} ${input.card.person.surname}` },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.length;
      }
      resolve(bytes);
    });
    doc.on('error', reject);
  });
  drawCard(doc, input, (doc.page.width - CARD_WIDTH) / 2, 72);
  doc.end();
  return done;
}

/** carnet-pau-soler.pdf: the name without accents or symbols. */
export function cardPdfFileName(card: MemberCard): string {
  const slug = `${card.person.name} ${card.person.surname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `carnet-${slug || 'club'}.pdf`;
}
