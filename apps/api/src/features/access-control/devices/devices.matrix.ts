import { ACCESS_DEVICES_ROUTES as ROUTES } from '@tribuna/contract/access-devices.routes';
import { uniqueName } from '../../../test/factories';
import { MANAGERS_OF_CLUB, UNKNOWN_ID } from '../../../test/matrix/expectations';
import { rowKey, type MatrixRow, type MatrixRows } from '../../../test/matrix/matrix-types';
import { AccessListsRepository } from '../lists/lists.repository';
import { secretHash, randomSecret } from './device-secrets';
import { DevicesRepository } from './devices.repository';

type World = Parameters<NonNullable<MatrixRow['foreignObject']>>[0];

const newList = async (t: World['t'], clubId: number) =>
  (await new AccessListsRepository(t.db).insert(clubId, { name: uniqueName('Gate'), kind: 'members', campaignId: null }))!;

const aList: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({ params: { listHash: (await newList(t, club.id)).publicId } });
/** A phone registered in the club; its secret, for the calls that need one. */
async function registeredPhone(t: World['t'], clubId: number) {
  const devices = new DevicesRepository(t.db);
  const tokenHash = secretHash(randomSecret());
  await devices.addToken({ clubId, tokenHash, listId: null, createdBy: null, expiresAt: new Date(Date.now() + 60_000) });
  const token = (await devices.takeToken(clubId, tokenHash, new Date()))!;
  const secret = randomSecret();
  const device = await devices.addDevice({
    clubId,
    name: uniqueName('Phone'),
    listId: null,
    secretHash: secretHash(secret),
    dataKey: randomSecret(),
    registeredBy: null,
    tokenId: token.id,
  });
  return { device, secret };
}

const aDevice: MatrixRow['foreignObject'] = async ({ t }, { club }) => ({
  params: { deviceHash: (await registeredPhone(t, club.id)).device.publicId },
});

/**
 * Door phones (issue 24): the club's managers (and admins) show registration codes, list and
 * revoke phones. Claiming a code, the offline package and the upload are for those who may scan
 * (managers here; a door controller, a profile flag the matrix's actors lack, in devices.test.ts):
 * a made-up code is 400 on `token`; an unknown list is 404 before the phone's secret is read.
 */
export const ACCESS_DEVICES_MATRIX: MatrixRows = {
  [rowKey(ROUTES.createDeviceToken)]: { request: () => ({ payload: {} }), expect: MANAGERS_OF_CLUB(201) },
  [rowKey(ROUTES.claimDevice)]: {
    request: () => ({ payload: { token: 'TRBDEV1.notARealRegistrationToken', name: 'Gate phone' } }),
    expect: MANAGERS_OF_CLUB(400),
  },
  [rowKey(ROUTES.devices)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(200) },
  [rowKey(ROUTES.revokeDevice)]: { request: () => ({}), expect: MANAGERS_OF_CLUB(404), foreignObject: aDevice },
  [rowKey(ROUTES.offlinePackage)]: {
    // A phone of the club the call is made in: the list decides (the phone's own checks in devices.test.ts).
    request: async ({ t, club }) => ({ headers: { 'x-access-device': (await registeredPhone(t, club.id)).secret } }),
    expect: MANAGERS_OF_CLUB(404),
    foreignObject: aList,
  },
  [rowKey(ROUTES.uploadOfflineScans)]: {
    request: () => ({
      payload: {
        scans: [
          {
            nonce: uniqueName('n').replace(/\W/g, ''),
            listHash: UNKNOWN_ID,
            code: 'TRB1.x',
            direction: 'entry',
            scannedAt: new Date().toISOString(),
            localResult: 'admitted',
            localReason: 'valid',
          },
        ],
      },
    }),
    expect: MANAGERS_OF_CLUB(404),
  },
};
