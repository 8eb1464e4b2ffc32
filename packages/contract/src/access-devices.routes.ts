import {
  AccessDeviceListSchema,
  AccessDeviceParamsSchema,
  AccessDeviceSchema,
  ClaimDeviceBodySchema,
  ClaimedDeviceSchema,
  CreateDeviceTokenBodySchema,
  DeviceTokenSchema,
  OfflineListParamsSchema,
  OfflinePackageQuerySchema,
  OfflinePackageSchema,
  OfflineUploadAnswerSchema,
  OfflineUploadBodySchema,
} from './access-devices';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';

const tags = ['access-control'];
const base = '/api/clubs/:clubHash';

/**
 * The door's phones (issue 24 part 5): managers (`accessControl.manage`) show registration codes,
 * list and revoke devices; a controller's phone (`accessControl.scan`) claims a code, then
 * downloads what it needs offline and uploads the scans it decided offline, with its secret in
 * the `X-Access-Device` header (403 DEVICE_REVOKED / DEVICE_UNKNOWN: wipe the offline data).
 */
export const ACCESS_DEVICES_ROUTES = {
  createDeviceToken: defineRoute({
    method: 'POST',
    path: `${base}/access-devices/tokens`,
    summary: 'A one-time registration code (10 minutes) for a phone, shown as a QR',
    tags,
    access: 'accessControl.manage',
    params: ClubHashParamsSchema,
    body: CreateDeviceTokenBodySchema,
    status: 201,
    response: DeviceTokenSchema,
  }),
  claimDevice: defineRoute({
    method: 'POST',
    path: `${base}/access-devices`,
    summary: 'Register this phone with a registration code and a name',
    description: 'Answers the device secret and data key once; a code used, expired or of another club is 400 on `token`.',
    tags,
    access: 'accessControl.scan',
    params: ClubHashParamsSchema,
    body: ClaimDeviceBodySchema,
    status: 201,
    response: ClaimedDeviceSchema,
  }),
  devices: defineRoute({
    method: 'GET',
    path: `${base}/access-devices`,
    summary: 'The club’s registered phones, newest first, with their last sync',
    tags,
    access: 'accessControl.manage',
    params: ClubHashParamsSchema,
    status: 200,
    response: AccessDeviceListSchema,
  }),
  revokeDevice: defineRoute({
    method: 'POST',
    path: `${base}/access-devices/:deviceHash/revoke`,
    summary: 'Revoke a phone: its next call is refused and its offline data becomes unreadable',
    tags,
    access: 'accessControl.manage',
    params: AccessDeviceParamsSchema,
    status: 200,
    response: AccessDeviceSchema,
  }),
  offlinePackage: defineRoute({
    method: 'GET',
    path: `${base}/access-control/offline/:listHash`,
    summary: 'What the phone needs to scan a list offline, or what changed since a cursor',
    tags,
    access: 'accessControl.scan',
    params: OfflineListParamsSchema,
    query: OfflinePackageQuerySchema,
    status: 200,
    response: OfflinePackageSchema,
    errors: [403, 404],
  }),
  uploadOfflineScans: defineRoute({
    method: 'POST',
    path: `${base}/access-control/offline/scans`,
    summary: 'Upload the scans the phone decided offline (a nonce sent again is not counted twice)',
    tags,
    access: 'accessControl.scan',
    params: ClubHashParamsSchema,
    body: OfflineUploadBodySchema,
    status: 200,
    response: OfflineUploadAnswerSchema,
    errors: [403, 404],
  }),
} as const;

export type AccessDevicesRoutes = typeof ACCESS_DEVICES_ROUTES;
