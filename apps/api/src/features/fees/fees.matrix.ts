import { FEES_CHARGES_ROUTES as FEES, FEES_PLANS_ROUTES as PLANS } from '@tribuna/contract';
import { createPerson } from '../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';
import { createPlan, createSeason, createSentFee } from './fees-test-kit';

const aSeason: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { seasonHash: (await createSeason(t, club)).hash } });
const aPlan: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { planHash: (await createPlan(t, club, await createSeason(t, club))).hash },
});
const aFee: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { feeHash: (await createSentFee(t, club, [await createPerson(t, club)])).hash },
});
const aCharge: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { chargeHash: (await createSentFee(t, club, [await createPerson(t, club)])).charges[0]!.hash },
});

/**
 * Fees, the manager's side (issue 23 parts 1-2): seasons, plans, fees and charges are for the
 * club's managers (and admins) only; another club's season, plan, fee or charge under your club
 * is 404. Bodies that would succeed are sent malformed where a success would need a real object
 * (400 tells the caller got past the access check).
 */
export const FEES_MANAGER_MATRIX: MatrixRows = {
  [rowKey(PLANS.seasons)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(PLANS.createSeason)]: {
    request: ({ actor }) => ({ payload: { name: `Matrix ${actor} ${Math.random()}`, startsOn: '2031-07-01', endsOn: '2032-06-30' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(PLANS.updateSeason)]: { request: () => mergePatch({ status: 'closed' }), expect: MANAGERS_OF_CLUB(404), foreignObject: aSeason },
  [rowKey(PLANS.plans)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aSeason },
  [rowKey(PLANS.createPlan)]: {
    request: () => ({ payload: { name: 'Matrix plan', audience: 'partner', price: 1000 } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aSeason,
  },
  [rowKey(PLANS.updatePlan)]: { request: () => mergePatch({ price: 2000 }), expect: MANAGERS_OF_CLUB(404), foreignObject: aPlan },
  [rowKey(PLANS.removePlan)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aPlan },
  [rowKey(FEES.fees)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(FEES.createFee)]: {
    request: () => ({ payload: { kind: 'one_off', name: 'Kit', amount: 2500, firstDueOn: '2099-09-01', target: { kind: 'allPartners' } } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(FEES.fee)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aFee },
  [rowKey(FEES.sendFee)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aFee },
  [rowKey(FEES.feeCharges)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aFee },
  [rowKey(FEES.remindOverdue)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aFee },
  [rowKey(FEES.changeCharge)]: { request: () => mergePatch({ amount: 100 }), expect: MANAGERS_OF_CLUB(404), foreignObject: aCharge },
  [rowKey(FEES.exemptCharge)]: { request: () => ({ payload: { note: 'Matrix' } }), expect: MANAGERS_OF_CLUB(404), foreignObject: aCharge },
  [rowKey(FEES.cancelCharge)]: { request: () => ({ payload: { note: 'Matrix' } }), expect: MANAGERS_OF_CLUB(404), foreignObject: aCharge },
  [rowKey(FEES.markChargePaid)]: {
    request: () => ({ payload: { method: 'cash' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCharge,
  },
  [rowKey(FEES.remindCharge)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCharge },
};
