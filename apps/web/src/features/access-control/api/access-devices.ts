import { useQuery } from '@tanstack/react-query';
import type { CreateDeviceTokenBody } from '@tribuna/contract/access-devices';
import { ACCESS_DEVICES_ROUTES } from '@tribuna/contract/access-devices.routes';
import { callApi } from '../../../lib/api-route';
import { useApiMutation } from '../../../lib/mutation';
import { accessKeys } from './access-keys';

/** How often the phones are read again while the tab is open: a phone claims its code meanwhile. */
const DEVICES_REFRESH_MS = 10_000;

/** GET …/access-devices: the club's phones, newest first, with their last sync. */
export function useAccessDevices(clubHash: string) {
  return useQuery({
    queryKey: accessKeys.list(clubHash, { kind: 'devices' }),
    queryFn: ({ signal }) => callApi(ACCESS_DEVICES_ROUTES.devices, { params: { clubHash }, signal }),
    refetchInterval: DEVICES_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** POST …/access-devices/tokens: a one-time registration code to show as a QR. */
export function useCreateDeviceToken(clubHash: string) {
  return useApiMutation({
    request: (body: CreateDeviceTokenBody) => callApi(ACCESS_DEVICES_ROUTES.createDeviceToken, { params: { clubHash }, body }),
  });
}

/** POST …/access-devices/{deviceHash}/revoke. */
export function useRevokeDevice(clubHash: string) {
  return useApiMutation({
    request: (deviceHash: string) => callApi(ACCESS_DEVICES_ROUTES.revokeDevice, { params: { clubHash, deviceHash } }),
    invalidates: () => [accessKeys.lists(clubHash)],
    invalidateOnError: true,
  });
}
