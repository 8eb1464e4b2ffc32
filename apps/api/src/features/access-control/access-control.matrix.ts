import { ACCESS_CONTROL_ROUTES as ROUTES } from '@tribuna/contract/access-control.routes';
import { uniqueName } from '../../test/factories';
import { MANAGERS_OF_CLUB, mergePatch, UNKNOWN_ID } from '../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../test/matrix/matrix-types';
import { AccessListsRepository } from './lists/lists.repository';
import { ScanBatchRepository } from './scan/scan-batch.repository';

const newList = async (t: Parameters<NonNullable<MatrixRow['foreignObject']>>[0]['t'], clubId: number) =>
  (await new AccessListsRepository(t.db).insert(clubId, { name: uniqueName('Gate'), kind: 'members', campaignId: null }))!;

const aList: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { listHash: (await newList(t, club.id)).publicId } });
const aScan: MatrixRow['foreignObject'] = async ({ t }, { club }) => {
  const list = await newList(t, club.id);
  const [scan] = await new ScanBatchRepository(t.db).commit(
    [
      {
        clubId: club.id,
        listId: list.id,
        controllerProfileId: null,
        nonce: uniqueName('nonce').replace(/\W/g, ''),
        codeKind: 'unknown',
        direction: 'entry',
        result: 'refused',
        reason: 'notFound',
      },
    ],
    { ticketIds: [], people: [], keys: [], histories: [] },
  );
  return { params: { scanHash: scan!.publicId } };
};

/**
 * Check-in lists, the scan and the log (issue 24): the club's managers and admins. A door
 * controller (a profile flag the matrix's actors lack; scan/scan.routes.test.ts covers it) may
 * scan and read the lists' names; a plain member may not. Another club's list or scan: 404. The
 * scan names its list in the body: an unknown one is 404 for whoever passes the access check.
 */
export const ACCESS_CONTROL_MATRIX: MatrixRows = {
  [rowKey(ROUTES.accessLists)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ROUTES.createAccessList)]: {
    request: ({ actor }) => ({ payload: { name: uniqueName(`Gate ${actor}`), kind: 'members' } }),
    expect: MANAGERS_OF_CLUB(201),
  },
  [rowKey(ROUTES.updateAccessList)]: {
    request: () => mergePatch({ allowMultipleEntries: true }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aList,
  },
  [rowKey(ROUTES.deleteAccessList)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aList },
  [rowKey(ROUTES.scannerLists)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ROUTES.scan)]: {
    request: () => ({ payload: { listHash: UNKNOWN_ID, code: 'TRB1.x', nonce: uniqueName('n').replace(/\W/g, '') } }),
    expect: MANAGERS_OF_CLUB(404),
  },
  [rowKey(ROUTES.scans)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ROUTES.annulScan)]: {
    request: () => ({ payload: { reason: 'Matrix' } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aScan,
  },
};
