import { DEVICE_TOKEN_MINUTES, deviceQrText, type CreateDeviceTokenBody } from '@tribuna/contract/access-devices';
import { inClub } from '../../../lib/data/unit-of-work';
import { errors } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { AccessListsRepository } from '../lists/lists.repository';
import type { DoorCache } from '../scan/door-cache';
import { authenticateDevice } from './device-auth';
import { randomSecret, secretHash } from './device-secrets';
import type { DevicesData } from './devices.data';
import { presentDevice } from './devices.presenter';
import type { DeviceRow } from './devices.repository';

/** The claim as the contract parsed it (the token taken out of a whole QR text). */
type ClaimBody = { token: string; name: string };

/**
 * Door phones (issue 24 part 5): a manager's one-time registration code, the phone's claim of it,
 * the list of phones and their revocation, and the check of a phone's secret on its offline calls.
 */
export class DevicesService {
  constructor(
    private readonly data: DevicesData,
    private readonly lists: Pick<AccessListsRepository, 'find'>,
    private readonly cache: DoorCache,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async createToken({ club, viewer }: ClubRequestContext, body: CreateDeviceTokenBody) {
    const list = body.listHash ? await this.lists.find(club.id, body.listHash) : null;
    if (body.listHash && !list) throw errors.validation([{ field: 'listHash', code: 'invalid' }]);
    const token = randomSecret(24);
    const expiresAt = new Date(this.clock().getTime() + DEVICE_TOKEN_MINUTES * 60_000);
    await this.data.read.devices.addToken({
      clubId: club.id,
      tokenHash: secretHash(token),
      listId: list?.id ?? null,
      createdBy: viewer.userId,
      expiresAt,
    });
    return { token, qrText: deviceQrText(token), expiresAt: expiresAt.toISOString(), listHash: list?.publicId ?? null };
  }

  /** The secret and the data key leave the server here only; the secret is kept as a hash. */
  async claim({ club }: ClubRequestContext, body: ClaimBody) {
    const secret = randomSecret();
    const dataKey = randomSecret();
    const device = await this.data.write(inClub(club.id, ['access_devices']), async (repos) => {
      const token = await repos.devices.takeToken(club.id, secretHash(body.token), this.clock());
      if (!token) return undefined;
      return repos.devices.addDevice({
        clubId: club.id,
        name: body.name,
        listId: token.listId,
        secretHash: secretHash(secret),
        dataKey,
        registeredBy: token.createdBy,
        tokenId: token.id,
      });
    });
    // Used, expired, of another club or never made: one answer, so a guess learns nothing.
    if (!device) throw errors.validation([{ field: 'token', code: 'invalid' }]);
    const row = (await this.data.read.devices.find(club.id, device.publicId))!;
    return { deviceHash: row.publicId, name: row.name, listHash: row.listHash, deviceSecret: secret, dataKey };
  }

  async list({ club }: ClubRequestContext, url: string) {
    return wholeCollection(url, (await this.data.read.devices.list(club.id)).map(presentDevice));
  }

  async revoke({ club, viewer }: ClubRequestContext, deviceHash: string) {
    const device = await this.data.read.devices.find(club.id, deviceHash);
    if (!device) throw errors.notFound();
    // A unit of work naming the table: this process's door cache forgets the phone at the commit.
    await this.data.write(inClub(club.id, ['access_devices']), (repos) =>
      repos.devices.revoke(club.id, device.id, viewer.userId, this.clock()),
    );
    return presentDevice((await this.data.read.devices.find(club.id, deviceHash))!);
  }

  /** The phone calling, by the secret in its header (device-auth.ts). */
  authenticate(clubId: number, secret: string | undefined): Promise<DeviceRow> {
    return authenticateDevice(this.data.read.devices, clubId, secret, this.clock(), this.cache);
  }
}
