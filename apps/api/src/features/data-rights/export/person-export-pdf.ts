import type { UiLocale } from '@tribuna/contract';
import PDFDocument from 'pdfkit';
import { RECORD_SECTIONS, type PersonExport, type PersonRecord } from './person-export.service';
import { exportWords } from './rights-texts';

type Words = ReturnType<typeof exportWords>;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

function valueText(value: unknown, locale: UiLocale, words: Words): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return words.text(value ? 'yes' : 'no');
  if (value instanceof Date || (typeof value === 'string' && ISO_INSTANT.test(value))) {
    return new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => valueText(item, locale, words)).join('; ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${words.field(k)}: ${valueText(v, locale, words)}`)
      .join(', ');
  }
  return String(value);
}

function writeRows(doc: PDFKit.PDFDocument, rows: readonly Record<string, unknown>[], locale: UiLocale, words: Words) {
  if (rows.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(9).text(words.text('empty'));
    return;
  }
  rows.forEach((row, index) => {
    if (index > 0) doc.moveDown(0.3);
    for (const [key, value] of Object.entries(row)) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${words.field(key)}: `, { continued: true });
      doc.font('Helvetica').text(valueText(value, locale, words));
    }
  });
}

function writeRecord(doc: PDFKit.PDFDocument, record: PersonRecord, locale: UiLocale, words: Words) {
  doc.font('Helvetica-Bold').fontSize(12).text(words.section('person'));
  writeRows(doc, [record.person], locale, words);
  for (const section of RECORD_SECTIONS) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(words.section(section));
    writeRows(doc, record[section], locale, words);
  }
}

/** The data export as a PDF (pdfkit; Helvetica covers the five languages' letters), in the club's language. */
export function personExportPdf(data: PersonExport, locale: UiLocale): Promise<Buffer> {
  const words = exportWords(locale);
  const fullName = (record: PersonRecord) => `${String(record.person.name ?? '')} ${String(record.person.surname ?? '')}`.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${words.text('title')} · ${fullName(data.record)}`, Author: data.club.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`${words.text('title')}: ${fullName(data.record)}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(words.text('generated', { club: data.club.name, date: valueText(data.generatedAt, locale, words) }));
  doc.moveDown();
  writeRecord(doc, data.record, locale, words);
  for (const child of data.children) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(words.text('child', { name: fullName(child) }));
    doc.moveDown(0.5);
    writeRecord(doc, child, locale, words);
  }
  doc.end();
  return done;
}
