import type {
  ClaimDeviceBody,
  ClaimedDevice,
  OfflinePackage,
  OfflineUploadAnswer,
  OfflineUploadBody,
} from '@tribuna/contract/access-devices';
import { DEVICE_HEADER } from '@tribuna/contract/access-devices';
import { ACCESS_DEVICES_ROUTES as DEVICES } from '@tribuna/contract/access-devices.routes';
import { callApi } from '../../../lib/api-route';
import { ApiError } from '../../../lib/api-error';

export const deviceHeaders = (deviceSecret: string | undefined) => (deviceSecret ? { [DEVICE_HEADER]: deviceSecret } : undefined);

/** POST …/access-devices: this phone claims the registration code a manager showed. */
export const claimDevice = (clubHash: string, body: ClaimDeviceBody): Promise<ClaimedDevice> =>
  callApi(DEVICES.claimDevice, { params: { clubHash }, body });

/** GET …/access-control/offline/{listHash}: the list's offline package, or what changed since `since`. */
export const fetchOfflinePackage = (
  clubHash: string,
  listHash: string,
  deviceSecret: string,
  since: string | undefined,
): Promise<OfflinePackage> =>
  callApi(DEVICES.offlinePackage, { params: { clubHash, listHash }, query: since ? { since } : {}, headers: deviceHeaders(deviceSecret) });

/** POST …/access-control/offline/scans: the queued scans; a nonce sent again answers its first upload. */
export const uploadOfflineScans = (clubHash: string, deviceSecret: string, body: OfflineUploadBody): Promise<OfflineUploadAnswer> =>
  callApi(DEVICES.uploadOfflineScans, { params: { clubHash }, body, headers: deviceHeaders(deviceSecret) });

/** The API no longer knows this phone (revoked, or its registration gone): wipe what it kept. */
export const isDeviceRefused = (error: unknown) =>
  error instanceof ApiError && error.httpStatus === 403 && (error.errorCode === 'DEVICE_REVOKED' || error.errorCode === 'DEVICE_UNKNOWN');
