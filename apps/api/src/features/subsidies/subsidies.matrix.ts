import { SUBSIDIES_ROUTES as S } from '@tribuna/contract';
import { createManager, createPerson, injectAs, multipartFile, signIn, type ClubFixture } from '../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch, UNKNOWN_ID } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows, type WorldClub } from '../../test/matrix/matrix-types';
import type { TestApp } from '../../test/test-app';
import { createExpense, createSubsidy, PDF_RECEIPT } from './subsidies-test-kit';

/** A subsidy of the club (managed by its world manager) with an expense that has a receipt, and a beneficiary. */
async function aSubsidy({ t }: { t: TestApp }, { club, manager }: WorldClub) {
  const subsidy = await createSubsidy(t, club, manager);
  const expense = await createExpense(t, club, manager, subsidy.hash);
  const person = await createPerson(t, club);
  return { subsidy, expense, person };
}
const subsidyRef: MatrixRow['foreignObject'] = async (world, club) => ({
  params: { subsidyHash: (await aSubsidy(world, club)).subsidy.hash },
});
const expenseRef: MatrixRow['foreignObject'] = async (world, club) => {
  const { subsidy, expense } = await aSubsidy(world, club);
  return { params: { subsidyHash: subsidy.hash, expenseHash: expense.hash } };
};
const beneficiaryRef: MatrixRow['foreignObject'] = async (world, club) => {
  const { subsidy, person } = await aSubsidy(world, club);
  const url = `/api/clubs/${club.club.hash}/subsidies/${subsidy.hash}/beneficiaries`;
  const added = await injectAs(world.t, club.manager, { method: 'POST', url, payload: { people: [person.hash] } });
  if (added.statusCode !== 200) throw new Error(`beneficiary: ${added.statusCode} ${added.body}`);
  return { params: { subsidyHash: subsidy.hash, personHash: person.hash } };
};

/**
 * A real receipt of the club in a subsidy managed by ANOTHER manager of the club (made once per
 * club): the matrix's manager runs club A but is not one of its managers, so the receipt is as
 * good as not there (404); platform admins reach it as support, in either club.
 */
const othersReceipt = new Map<string, Promise<{ subsidyHash: string; expenseHash: string }>>();
function receiptOfAnotherManager(t: TestApp, club: ClubFixture) {
  let made = othersReceipt.get(club.hash);
  if (!made) {
    made = (async () => {
      const other = await createManager(t, club);
      const session = await signIn(t, other.user);
      const subsidy = await createSubsidy(t, club, session);
      const expense = await createExpense(t, club, session, subsidy.hash);
      return { subsidyHash: subsidy.hash, expenseHash: expense.hash };
    })();
    othersReceipt.set(club.hash, made);
  }
  return made;
}

/** The subsidy's own managers only: not the club's other manager; admins as support. */
const ITS_MANAGERS_ONLY = { ...MANAGERS_OF_CLUB(200), manager: [404, 403] } as const;

/**
 * Authorization matrix rows of subsidies (issue 25 part 3): those who run the club list and
 * record them; inside one, unknown ids are 404 to everyone who passes the club check, and
 * another club's subsidy under one's own club is 404 (foreignObject).
 */
export const SUBSIDIES_MATRIX: MatrixRows = {
  [rowKey(S.list)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  // A manager records one and becomes its manager; an admin, with no profile in the club, must name one.
  [rowKey(S.create)]: {
    request: () => ({ payload: { name: 'Beca', funder: 'Ayuntamiento', amount: 100, startsOn: '2026-01-01', endsOn: '2026-12-31' } }),
    expect: { ...MANAGERS_OF_CLUB(201), admin: [400, 400] },
  },
  [rowKey(S.read)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: subsidyRef },
  [rowKey(S.update)]: { request: () => mergePatch({ name: 'Renamed' }), expect: MANAGERS_OF_CLUB(404), foreignObject: subsidyRef },
  [rowKey(S.remove)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: subsidyRef },
  [rowKey(S.beneficiaries)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: subsidyRef },
  [rowKey(S.addBeneficiaries)]: {
    request: () => ({ payload: { categories: ['Under-10'] } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: subsidyRef,
  },
  [rowKey(S.removeBeneficiary)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: beneficiaryRef },
  [rowKey(S.expenses)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: subsidyRef },
  [rowKey(S.createExpense)]: {
    request: () => ({ payload: { spentOn: '2026-10-01', supplier: 'S', concept: 'C', amount: 100 } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: subsidyRef,
  },
  [rowKey(S.updateExpense)]: { request: () => mergePatch({ amount: 200 }), expect: MANAGERS_OF_CLUB(404), foreignObject: expenseRef },
  [rowKey(S.removeExpense)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: expenseRef },
  [rowKey(S.uploadReceipt)]: {
    request: () => multipartFile('factura.pdf', PDF_RECEIPT, 'application/pdf'),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: expenseRef,
  },
  // The receipt itself: a real one of club A whose subsidy the matrix's manager does not manage.
  [rowKey(S.receipt)]: {
    request: async ({ t, club, actor }) => {
      if (actor === 'anonymous' || club.hash === UNKNOWN_ID) return {};
      return { params: await receiptOfAnotherManager(t, club) };
    },
    expect: ITS_MANAGERS_ONLY,
    foreignObject: expenseRef,
  },
  [rowKey(S.justification)]: { request: () => ({ query: { format: 'pdf' } }), expect: MANAGERS_OF_CLUB(404), foreignObject: subsidyRef },
};
