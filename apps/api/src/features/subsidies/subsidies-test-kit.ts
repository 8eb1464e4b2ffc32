import { ExpenseSchema, SubsidySchema, type Expense, type Subsidy } from '@tribuna/contract';
import { injectAs, multipartFile, type ClubFixture, type Session } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/** The smallest PDF file-type recognises (a receipt's bytes). */
export const PDF_RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const subsidiesUrl = (club: Pick<ClubFixture, 'hash'>) => `/api/clubs/${club.hash}/subsidies`;

async function ok<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number, parse: (v: unknown) => T) {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
  return parse(answer.json());
}

/** A subsidy made through the API by `manager` (one of its managers unless `managers` names others). */
export function createSubsidy(
  t: TestApp,
  club: Pick<ClubFixture, 'hash'>,
  manager: Session,
  overrides: Partial<{ name: string; amount: number; managers: string[] }> = {},
): Promise<Subsidy> {
  const payload = {
    name: overrides.name ?? 'Escuelas deportivas',
    funder: 'Ayuntamiento',
    amount: overrides.amount ?? 500_000,
    startsOn: '2026-09-01',
    endsOn: '2027-06-30',
    ...(overrides.managers ? { managers: overrides.managers } : {}),
  };
  return ok(injectAs(t, manager, { method: 'POST', url: subsidiesUrl(club), payload }), 201, (v) => SubsidySchema.parse(v));
}

/** An expense of the subsidy, with a PDF receipt unless `receipt` is false. */
export async function createExpense(
  t: TestApp,
  club: Pick<ClubFixture, 'hash'>,
  manager: Session,
  subsidyHash: string,
  { amount = 12_345, receipt = true }: { amount?: number; receipt?: boolean } = {},
): Promise<Expense> {
  const url = `${subsidiesUrl(club)}/${subsidyHash}/expenses`;
  const payload = { spentOn: '2026-10-01', supplier: 'Deportes Olimpia', concept: 'Balones', amount };
  const expense = await ok(injectAs(t, manager, { method: 'POST', url, payload }), 201, (v) => ExpenseSchema.parse(v));
  if (!receipt) return expense;
  const file = multipartFile('factura.pdf', PDF_RECEIPT, 'application/pdf');
  return ok(injectAs(t, manager, { method: 'POST', url: `${url}/${expense.hash}/receipt`, ...file }), 200, (v) => ExpenseSchema.parse(v));
}
