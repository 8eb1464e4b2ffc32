import type { MemberCard } from '@tribuna/contract';
import { fitText, pdfString, textWidth, type PdfFont } from './pdf-text';
import { writePdf, type PdfJpeg } from './pdf-writer';
import { qrRuns, QUIET_ZONE, type QrMatrix } from '../../../components/qr/qr-matrix';

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
}

export interface CardPdfInput {
  card: MemberCard;
  qr: QrMatrix;
  texts: CardPdfTexts;
  active: boolean;
  logo: PdfJpeg | null;
  photo: PdfJpeg | null;
}

/** ISO/IEC 7810 ID-1 (a bank card): 85.60 × 53.98 mm, in points. */
const MM = 72 / 25.4;
export const CARD_WIDTH = 85.6 * MM;
export const CARD_HEIGHT = 53.98 * MM;
const A4 = { width: 595.28, height: 841.89 };

const rgb = (hex: string) => [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
const BRAND = rgb('#2d4f8f');
const WHITE = '1 1 1';
const SOFT_WHITE = rgb('#d5dcea');
const INK = rgb('#1f3d75');
const ACTIVE = rgb('#1e6b2e');
const INACTIVE = rgb('#c92a2a');

const n = (value: number) => value.toFixed(2);

/** A rounded rectangle path (corners as Bézier quarter circles). */
function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  const k = r * 0.5523;
  return [
    `${n(x + r)} ${n(y)} m`,
    `${n(x + w - r)} ${n(y)} l`,
    `${n(x + w - r + k)} ${n(y)} ${n(x + w)} ${n(y + r - k)} ${n(x + w)} ${n(y + r)} c`,
    `${n(x + w)} ${n(y + h - r)} l`,
    `${n(x + w)} ${n(y + h - r + k)} ${n(x + w - r + k)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c`,
    `${n(x + r)} ${n(y + h)} l`,
    `${n(x + r - k)} ${n(y + h)} ${n(x)} ${n(y + h - r + k)} ${n(x)} ${n(y + h - r)} c`,
    `${n(x)} ${n(y + r)} l`,
    `${n(x)} ${n(y + r - k)} ${n(x + r - k)} ${n(y)} ${n(x + r)} ${n(y)} c h`,
  ].join('\n');
}

const text = (value: string, x: number, y: number, font: PdfFont, size: number, colour: string) =>
  `BT ${colour} rg /${font === 'bold' ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(value)} Tj ET`;

const initials = (...words: string[]) => words.map((w) => w.trim()[0]?.toUpperCase() ?? '').join('');

/** A square picture (image or initials on white) with its lower-left corner at x, y. */
function picture(name: string, image: PdfJpeg | null, fallback: string, x: number, y: number, side: number): string {
  const frame = `${WHITE} rg ${roundedRect(x, y, side, side, side * 0.18)} f`;
  if (image) {
    // Fit inside the square, keeping the proportions.
    const scale = Math.min(side / image.width, side / image.height);
    const w = image.width * scale;
    const h = image.height * scale;
    return `${frame}\nq ${n(w)} 0 0 ${n(h)} ${n(x + (side - w) / 2)} ${n(y + (side - h) / 2)} cm /${name} Do Q`;
  }
  const size = side * 0.4;
  const width = textWidth(fallback, 'bold', size);
  return `${frame}\n${text(fallback, x + (side - width) / 2, y + side / 2 - size * 0.35, 'bold', size, INK)}`;
}

/** The card drawn at real size with its lower-left corner at (ox, oy). */
function drawCard({ card, qr, texts, active, logo, photo }: CardPdfInput, ox: number, oy: number): string {
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  const pad = 10;
  const ops: string[] = ['q', `1 0 0 1 ${n(ox)} ${n(oy)} cm`, `${BRAND} rg ${roundedRect(0, 0, W, H, 9)} f`];

  // Header: logo, club name, status badge.
  ops.push(picture('Im1', logo, initials(...card.club.name.split(/\s+/).slice(0, 2)), pad, H - pad - 20, 20));
  const badgeSize = 6.5;
  const badgeWidth = textWidth(texts.status, 'bold', badgeSize) + 10;
  ops.push(`${active ? ACTIVE : INACTIVE} rg ${roundedRect(W - pad - badgeWidth, H - pad - 15, badgeWidth, 13, 6.5)} f`);
  ops.push(text(texts.status, W - pad - badgeWidth + 5, H - pad - 10.9, 'bold', badgeSize, WHITE));
  const club = fitText(card.club.name, 'bold', 9, 6.5, W - 2 * pad - 26 - badgeWidth - 6);
  ops.push(text(club.text, pad + 26, H - pad - 13, 'bold', club.size, WHITE));

  // QR on white, with its quiet zone, on the right.
  const qrSide = 78;
  const qx = W - pad - qrSide;
  const qy = 20;
  const unit = qrSide / (qr.size + 2 * QUIET_ZONE);
  ops.push(`${WHITE} rg ${roundedRect(qx, qy, qrSide, qrSide, 3)} f`, '0 0 0 rg');
  for (const run of qrRuns(qr)) {
    const x = qx + (run.column + QUIET_ZONE) * unit;
    const y = qy + qrSide - (run.row + QUIET_ZONE + 1) * unit;
    ops.push(`${n(x)} ${n(y)} ${n(run.length * unit)} ${n(unit)} re`);
  }
  ops.push('f');
  const id = fitText(card.qrIdentifier, 'regular', 5.5, 4, qrSide);
  ops.push(text(id.text, qx + (qrSide - textWidth(id.text, 'regular', id.size)) / 2, 10, 'regular', id.size, SOFT_WHITE));

  // The person: photo or initials, name, role.
  const left = pad + 44;
  const nameWidth = qx - left - 6;
  ops.push(picture('Im2', photo, initials(card.person.name, card.person.surname), pad, H - 42 - 38, 38));
  const name = fitText(`${card.person.name} ${card.person.surname}`, 'bold', 10, 7, nameWidth);
  ops.push(text(name.text, left, H - 58, 'bold', name.size, WHITE));
  ops.push(text(fitText(texts.role, 'regular', 7.5, 6, nameWidth).text, left, H - 69, 'regular', 7.5, SOFT_WHITE));

  // Fields in a 2 × 2 grid under the person.
  const fields: [string, string][] = [
    [texts.number, texts.numberValue],
    [texts.season, texts.seasonValue],
    [texts.validUntil, texts.validUntilValue],
    [texts.issued, texts.issuedValue],
  ];
  const columnWidth = (qx - pad - 6) / 2;
  fields.forEach(([label, value], i) => {
    const x = pad + (i % 2) * columnWidth;
    const y = i < 2 ? 48 : 22;
    ops.push(text(fitText(label, 'regular', 5.5, 4.5, columnWidth - 4).text, x, y + 9, 'regular', 5.5, SOFT_WHITE));
    const v = fitText(value, 'bold', 8, 6, columnWidth - 4);
    ops.push(text(v.text, x, y, 'bold', v.size, WHITE));
  });
  ops.push('Q');
  return ops.join('\n');
}

/** An A4 page with the card at real size near the top (a home printer cannot print edge to edge). */
export function cardPdf(input: CardPdfInput): Uint8Array {
  const x = (A4.width - CARD_WIDTH) / 2;
  const y = A4.height - 72 - CARD_HEIGHT;
  const images: Record<string, PdfJpeg> = {};
  if (input.logo) images.Im1 = input.logo;
  if (input.photo) images.Im2 = input.photo;
  return writePdf({
    ...A4,
    content: drawCard(input, x, y),
    images,
    title: `${input.card.club.name} - ${input.card.person.name} ${input.card.person.surname}`,
  });
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
