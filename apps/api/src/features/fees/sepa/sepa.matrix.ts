import { FEES_SEPA_ROUTES as SEPA } from '@tribuna/contract';
import { MANAGERS_OF_CLUB, mergePatch } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../../test/matrix/matrix-types';
import { insertBatch, insertCreditor } from './testing/matrix-objects';
import { validCreditorId } from './testing/sepa-test-kit';

const aCreditor: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { creditorHash: (await insertCreditor(t, club)).publicId },
});
const aBatch: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { batchHash: (await insertBatch(t, club)).publicId } });

/**
 * SEPA direct debits (issue 23 part 4): creditors, batches and returns are for the club's managers
 * (and admins) only; another club's creditor or batch under your club is 404. Bodies that would
 * need real charges or a bank file are sent so that the managers get a 400 past the access check.
 */
export const FEES_SEPA_MATRIX: MatrixRows = {
  [rowKey(SEPA.creditors)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(SEPA.createCreditor)]: {
    request: () => ({
      payload: {
        label: 'Matrix',
        name: 'Matrix',
        creditorIdentifier: validCreditorId(`G${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`),
        iban: 'ES9121000418450200051332',
      },
    }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(SEPA.updateCreditor)]: {
    request: () => mergePatch({ label: 'Renamed' }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aCreditor,
  },
  [rowKey(SEPA.removeCreditor)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aCreditor },
  [rowKey(SEPA.due)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(SEPA.batches)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(SEPA.createBatch)]: {
    // Valid in shape, so the access check answers first; a past date is then refused (400) for those who may.
    request: () => ({
      payload: { creditorHash: 'AAAAAAAAAAAAAAAAAAAAAA', collectionDate: '2000-01-03', chargeHashes: ['AAAAAAAAAAAAAAAAAAAAAA'] },
    }),
    expect: MANAGERS_OF_CLUB(400),
  },
  [rowKey(SEPA.batchFile)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aBatch },
  [rowKey(SEPA.markCollected)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aBatch },
  [rowKey(SEPA.importReturns)]: { request: () => ({ payload: { xml: 'not a bank file' } }), expect: MANAGERS_OF_CLUB(400) },
};
