import type { UiLocale } from '@tribuna/contract';
import ca from '@tribuna/i18n/locales/ca/subsidies.json';
import en from '@tribuna/i18n/locales/en/subsidies.json';
import es from '@tribuna/i18n/locales/es/subsidies.json';
import eu from '@tribuna/i18n/locales/eu/subsidies.json';
import gl from '@tribuna/i18n/locales/gl/subsidies.json';
import PDFDocument from 'pdfkit';
import { CLUB_TIME_ZONE } from '../../lib/scheduler/periods';
import { day, money, xlsxValue, type SheetCell, type SheetLocale } from '../../lib/spreadsheets/sheet-cells';
import type { BeneficiaryRow, ExpenseRow, SubsidyRow } from './subsidies.repository';

const CATALOGUES: Record<UiLocale, typeof en> = { es, en, ca, eu, gl };
const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

export type Justification = {
  clubName: string;
  subsidy: SubsidyRow;
  expenses: ExpenseRow[];
  beneficiaries: BeneficiaryRow[];
  locale: SheetLocale;
  issuedAt?: Date;
};

/** The words of the report in the club's language (the web app's `subsidies` catalogue). */
function wordsOf(locale: SheetLocale) {
  const words = CATALOGUES[locale.language];
  const report = (key: keyof typeof en.report, values?: Record<string, string | number>) => fill(words.report[key], values);
  const status = (value: string) => words.status[value as keyof typeof en.status] ?? value;
  const source = (row: BeneficiaryRow) =>
    fill(words.beneficiaries.sources[row.source as keyof typeof en.beneficiaries.sources] ?? row.source, { name: row.sourceName ?? '' });
  return { report, status, source };
}

const euros = (cents: number, language: UiLocale) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const longDay = (value: Date | string, language: UiLocale) =>
  (typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value).toLocaleDateString(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CLUB_TIME_ZONE,
  });
const shortDay = (value: string, language: UiLocale) =>
  new Date(`${value}T12:00:00Z`).toLocaleDateString(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

export const justificationFileName = (subsidy: SubsidyRow, format: 'pdf' | 'xlsx') =>
  `justification-${
    subsidy.name
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || subsidy.publicId
  }.${format}`;

/**
 * The justification as a PDF (pdfkit, as the fees' receipts; its Helvetica covers the five
 * languages' letters and the euro sign): the grant, every expense with whether its receipt is
 * kept, the totals, and the beneficiaries with how each was chosen.
 */
export function justificationPdf({
  clubName,
  subsidy,
  expenses,
  beneficiaries,
  locale,
  issuedAt = new Date(),
}: Justification): Promise<Buffer> {
  const { report, status, source } = wordsOf(locale);
  const language = locale.language;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${report('title')} · ${subsidy.name}`, Author: clubName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const spent = expenses.reduce((sum, e) => sum + e.amount, 0);

  doc.font('Helvetica-Bold').fontSize(16).text(report('title'));
  doc.moveDown(0.2).fontSize(13).text(subsidy.name);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(report('club', { club: clubName }));
  doc.text(report('funder', { funder: subsidy.funder }));
  if (subsidy.reference) doc.text(report('reference', { reference: subsidy.reference }));
  doc.text(report('period', { from: longDay(subsidy.startsOn, language), until: longDay(subsidy.endsOn, language) }));
  doc.text(report('status', { status: status(subsidy.status) }));
  doc.moveDown(0.5).font('Helvetica-Bold');
  doc.text(report('amount', { amount: euros(subsidy.amount, language) }));
  doc.text(report('spent', { amount: euros(spent, language) }));
  doc.font('Helvetica').text(report('balance', { amount: euros(Math.max(subsidy.amount - spent, 0), language) }));

  // Expenses as a table: date, supplier, concept, amount, receipt.
  const columns = [
    { key: 'date', width: 65 },
    { key: 'supplier', width: 120 },
    { key: 'concept', width: 170 },
    { key: 'amountColumn', width: 80, right: true },
    { key: 'receipt', width: 60 },
  ] as const;
  const left = doc.page.margins.left;
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    let height = 0;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const options = { width: column.width - 6, align: 'right' in column && column.right ? ('right' as const) : ('left' as const) };
      height = Math.max(height, doc.heightOfString(cell, options));
      doc.text(cell, x, y, options);
      x += column.width;
    });
    doc.x = left;
    doc.y = y + height + 4;
  };
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(report('expenses'), left);
  doc.moveDown(0.3);
  row(
    columns.map((c) => report(c.key)),
    true,
  );
  for (const expense of expenses) {
    row([
      shortDay(expense.spentOn, language),
      expense.supplier,
      expense.concept,
      euros(expense.amount, language),
      expense.receiptKey ? report('yes') : report('no'),
    ]);
  }
  row([report('total'), '', '', euros(spent, language), ''], true);

  doc
    .moveDown()
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(report('beneficiaries', { count: beneficiaries.length }), left);
  doc.moveDown(0.3).font('Helvetica').fontSize(9);
  for (const person of beneficiaries) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const category = person.category ? ` · ${person.category}` : '';
    doc.text(`${person.surname}, ${person.name}${category} · ${source(person)}`, left);
  }
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#555555')
    .text(report('generated', { date: longDay(issuedAt, language) }), left);
  doc.end();
  return done;
}

/**
 * The justification as an XLSX workbook (exceljs): a summary sheet, the expenses (dates and euro
 * amounts as real cells) and the beneficiaries, in the club's conventions.
 */
export async function justificationXlsx({ subsidy, expenses, beneficiaries, locale }: Justification): Promise<Buffer> {
  const { report, status, source } = wordsOf(locale);
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const spent = expenses.reduce((sum, e) => sum + e.amount, 0);
  const sheet = (name: string, rows: SheetCell[][]) => {
    const target = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    for (const cells of rows) {
      const added = target.addRow([]);
      cells.forEach((cell, index) => {
        const { value, numFmt } = xlsxValue(cell, locale);
        const target = added.getCell(index + 1);
        target.value = value;
        if (numFmt) target.numFmt = numFmt;
      });
    }
    target.getRow(1).font = { bold: true };
    target.columns.forEach((column) => (column.width = 22));
  };
  sheet(report('summarySheet'), [
    [report('field'), report('value')],
    [report('fieldName'), subsidy.name],
    [report('fieldFunder'), subsidy.funder],
    [report('fieldReference'), subsidy.reference ?? ''],
    [report('fieldFrom'), day(subsidy.startsOn)],
    [report('fieldUntil'), day(subsidy.endsOn)],
    [report('fieldStatus'), status(subsidy.status)],
    [report('fieldAmount'), money(subsidy.amount)],
    [report('fieldSpent'), money(spent)],
    [report('fieldBalance'), money(Math.max(subsidy.amount - spent, 0))],
  ]);
  sheet(report('expensesSheet'), [
    [report('date'), report('supplier'), report('concept'), report('amountColumn'), report('receipt')],
    ...expenses.map((e): SheetCell[] => [day(e.spentOn), e.supplier, e.concept, money(e.amount), e.receiptName ?? report('no')]),
    [report('total'), '', '', money(spent), ''],
  ]);
  sheet(report('beneficiariesSheet'), [
    [report('surname'), report('name'), report('category'), report('source')],
    ...beneficiaries.map((b): SheetCell[] => [b.surname, b.name, b.category ?? '', source(b)]),
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
