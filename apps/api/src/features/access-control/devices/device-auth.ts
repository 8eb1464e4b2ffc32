import { DEVICE_HEADER } from '@tribuna/contract/access-devices';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../../lib/errors';
import type { AccessListWithEvent } from '../lists/lists.repository';
import type { DoorCache } from '../scan/door-cache';
import { secretHash } from './device-secrets';
import { TOUCH_EVERY_MS, type DeviceRow, type DevicesRepository } from './devices.repository';

/** The secret a phone sends in `X-Access-Device`, if any. */
export const deviceSecretOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[DEVICE_HEADER.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * The phone calling, by its secret: unknown (or another club's) and revoked are told apart so the
 * phone knows to register again; both mean "drop your offline data". Notes the phone's last call
 * when the noted one is older than TOUCH_EVERY_MS (most scans of a busy gate write nothing). With
 * the door cache, the phone comes from memory (cleared by any write to access_devices, a revocation too).
 */
export async function authenticateDevice(
  devices: Pick<DevicesRepository, 'bySecretHash' | 'touch'>,
  clubId: number,
  secret: string | undefined,
  now: Date,
  cache?: DoorCache,
): Promise<DeviceRow> {
  const found = (known: string) => (cache ? cache.device(devices, clubId, known) : devices.bySecretHash(secretHash(known)));
  const device = secret ? await found(secret) : undefined;
  if (!device || device.clubId !== clubId) throw errors.deviceUnknown();
  if (device.revokedAt) throw errors.deviceRevoked();
  const lastCall = device.lastSyncAt ? new Date(device.lastSyncAt).getTime() : null;
  if (lastCall === null || now.getTime() - lastCall >= TOUCH_EVERY_MS) await devices.touch(device.id, now);
  return device;
}

/** A phone limited to one list scans for that list only. */
export function checkDeviceScope(device: Pick<DeviceRow, 'listId'>, list: Pick<AccessListWithEvent, 'id'>): void {
  if (device.listId !== null && device.listId !== list.id) throw errors.forbidden('This phone scans for another list.');
}
