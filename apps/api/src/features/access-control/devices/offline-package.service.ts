import type { FeeStanding } from '@tribuna/contract';
import type { OfflinePackage } from '@tribuna/contract/access-devices';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesPublic } from '../../fees';
import type { AccessListsRepository, AccessListWithEvent } from '../lists/lists.repository';
import { checkDeviceScope } from './device-auth';
import type { DevicesData } from './devices.data';
import type { DeviceRow } from './devices.repository';
import type { OfflineMemberRow, OfflineTicketRow } from './offline-package.repository';

const DAY_MS = 86_400_000;
/**
 * The cursor is a moment a little before the package was read: a row committed meanwhile with an
 * earlier time would otherwise be missed; sending a few rows twice costs nothing (replaced by hash).
 */
const CURSOR_OVERLAP_MS = 10_000;
const CLUB_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A list of the club by its hash (404 for any other), looked up before the phone's secret is checked. */
export async function clubList(lists: Pick<AccessListsRepository, 'find'>, clubId: number, listHash: string): Promise<AccessListWithEvent> {
  const list = await lists.find(clubId, listHash);
  if (!list) throw errors.notFound();
  return list;
}

/**
 * What a phone needs to scan one list offline (issue 24 part 4): the club's people and, for a
 * ticket list, its event's tickets, in one query each, with the list's rules and the phone's data
 * key; with `since`, only what changed after that cursor (and the phone's conflicts of the day).
 */
export class OfflinePackageService {
  constructor(
    private readonly data: DevicesData,
    private readonly fees: Pick<FeesPublic, 'standing'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async package({ club }: ClubRequestContext, device: DeviceRow, list: AccessListWithEvent, sinceCursor?: string): Promise<OfflinePackage> {
    checkDeviceScope(device, list);
    const now = this.clock();
    const since = sinceCursor === undefined ? null : new Date(Number(sinceCursor));
    const repository = this.data.read.offline;
    const [members, tickets, inside, conflicts] = await Promise.all([
      repository.members(club.id, since),
      list.kind === 'tickets' && list.campaignId !== null ? repository.tickets(club.id, list.campaignId, since) : Promise.resolve([]),
      repository.inside(list.id),
      repository.conflicts(device.id, new Date(now.getTime() - DAY_MS)),
    ]);
    const today = CLUB_DAY.format(now);
    const standings = members.length
      ? await this.fees.standing(
          club.id,
          members.map((member) => member.id),
          today,
        )
      : new Map<number, FeeStanding | null>();
    const seasonOpen = club.seasonEndsOn === null || today <= club.seasonEndsOn;
    return {
      full: since === null,
      cursor: String(now.getTime() - CURSOR_OVERLAP_MS),
      generatedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + DAY_MS).toISOString(),
      dataKey: device.dataKey,
      list: {
        hash: list.publicId,
        name: list.name,
        kind: list.kind as OfflinePackage['list']['kind'],
        campaignName: list.campaignName,
        allowMultipleEntries: list.allowMultipleEntries,
        allowEntryAfterExit: list.allowEntryAfterExit,
        autoCheckoutAt: list.autoCheckoutAt === null ? null : list.autoCheckoutAt.slice(0, 5),
        feesOverdue: list.feesOverdue as OfflinePackage['list']['feesOverdue'],
      },
      members: members.map((member) => presentMember(member, seasonOpen, standings.get(member.id) ?? null)),
      tickets: tickets.map(presentTicket),
      inside,
      conflicts: conflicts.map((row) => ({ ...row, reason: row.reason as OfflinePackage['conflicts'][number]['reason'] })),
    };
  }
}

const presentMember = (row: OfflineMemberRow, seasonOpen: boolean, standing: FeeStanding | null): OfflinePackage['members'][number] => ({
  hash: row.hash,
  qrIdentifier: row.qrIdentifier,
  membershipNumber: row.membershipNumber,
  name: row.name,
  photoUrl: row.photoUrl,
  enabled: row.enabled,
  active: row.enabled && seasonOpen,
  feeStanding: standing,
  cardKey: row.cardKey,
});

const presentTicket = (row: OfflineTicketRow): OfflinePackage['tickets'][number] => ({
  hash: row.hash,
  code: row.code,
  reference: row.reference,
  product: row.product,
  event: row.event,
  seat: row.seatRow !== null && row.seatNumber !== null ? { row: row.seatRow, seat: row.seatNumber } : null,
  status: row.status,
  usedAt: iso(row.usedAt),
  usedListName: row.usedListName,
});
