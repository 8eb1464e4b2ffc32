import { FEES_MEMBER_ROUTES } from '@tribuna/contract';
import { sepaMandates } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import { createPerson, writeThroughApp } from '../../../test/factories';
import { MEMBERS_OF_CLUB, mergePatch, UNKNOWN_ID } from '../../../test/matrix/expectations';
import { rowKey, type Expected, type MatrixRow, type MatrixRows } from '../../../test/matrix/matrix-types';
import { createCharge } from './member-test-kit';

/**
 * One's own charge or mandate by its hash: an unknown one is 404 to the club's people; a
 * platform admin reaches any of the club's (support), so 404 only for what is not there.
 */
const OWN_OBJECT: Expected = {
  anonymous: [401, 401],
  member: [404, 403],
  guardian: [404, 403],
  manager: [404, 403],
  admin: [404, 404],
};

const aCharge =
  (paid: boolean): MatrixRow['foreignObject'] =>
  async ({ t }, { club }) => {
    const person = await createPerson(t, club);
    const charge = await createCharge(t, club, person, paid ? { status: 'paid', paidMethod: 'cash', paidAt: new Date() } : {});
    return { params: { chargeHash: charge.hash } };
  };

const aMandate: MatrixRow['foreignObject'] = async ({ t }, { club }) => {
  const person = await createPerson(t, club);
  const [row] = await writeThroughApp(t, [], (db) =>
    db
      .insert(sepaMandates)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        profileId: person.id,
        reference: `TRB-MATRIX-${newPublicId().slice(0, 12)}`,
        holderName: 'Matrix Holder',
        iban: 'ES9121000418450200051332',
        signedOn: '2026-01-15',
        acceptedAt: new Date(),
      })
      .returning(),
  );
  return { params: { mandateHash: row!.publicId } };
};

/**
 * The member's and guardian's Payments page (issue 23 part 3): lists are one's own (an admin
 * without a profile in the club lists nobody's); a charge or mandate of another club under
 * one's own club is 404.
 */
export const FEES_MEMBER_MATRIX: MatrixRows = {
  [rowKey(FEES_MEMBER_ROUTES.people)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
  [rowKey(FEES_MEMBER_ROUTES.charges)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
  [rowKey(FEES_MEMBER_ROUTES.pay)]: { request: () => ({}), expect: OWN_OBJECT, foreignObject: aCharge(false) },
  [rowKey(FEES_MEMBER_ROUTES.receipt)]: { request: () => ({}), expect: OWN_OBJECT, foreignObject: aCharge(true) },
  [rowKey(FEES_MEMBER_ROUTES.mandates)]: { request: () => ({}), expect: MEMBERS_OF_CLUB },
  // Nobody's profile: refused (400 on profileHash) to whoever passes the club check.
  [rowKey(FEES_MEMBER_ROUTES.createMandate)]: {
    request: () => ({
      payload: {
        profileHash: UNKNOWN_ID,
        holderName: 'Matrix Holder',
        iban: 'ES9121000418450200051332',
        sequence: 'recurrent',
        scheme: 'CORE',
        accepted: true,
      },
    }),
    expect: { anonymous: [401, 401], member: [400, 403], guardian: [400, 403], manager: [400, 403], admin: [400, 400] },
  },
  [rowKey(FEES_MEMBER_ROUTES.changeMandate)]: {
    request: () => mergePatch({ iban: 'ES7921000813610123456789' }),
    expect: OWN_OBJECT,
    foreignObject: aMandate,
  },
  [rowKey(FEES_MEMBER_ROUTES.revokeMandate)]: { request: () => ({}), expect: OWN_OBJECT, foreignObject: aMandate },
};
