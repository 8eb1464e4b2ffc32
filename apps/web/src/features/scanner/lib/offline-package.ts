import type { OfflinePackage } from '@tribuna/contract/access-devices';
import type { OfflineData, OfflineMember, OfflineTicket } from './offline-data';

const memberOf = (entry: OfflinePackage['members'][number]): OfflineMember => ({
  hash: entry.hash,
  qrIdentifier: entry.qrIdentifier,
  membershipNumber: entry.membershipNumber,
  name: entry.name,
  photoUrl: entry.photoUrl,
  enabled: entry.enabled,
  active: entry.active,
  feeStanding: entry.feeStanding?.status ?? null,
  cardKey: entry.cardKey,
});

const ticketOf = (entry: OfflinePackage['tickets'][number]): OfflineTicket => ({
  hash: entry.hash,
  code: entry.code,
  reference: entry.reference,
  product: entry.product,
  event: entry.event,
  seat: entry.seat,
  status: entry.status,
  used: entry.usedAt ? { at: entry.usedAt, listName: entry.usedListName ?? '', deviceName: null } : null,
});

/**
 * The API's package for one list, read into the local decision's maps. A package asked `since` a
 * cursor holds only what changed: its members and tickets replace the kept ones of the same hash
 * (a qrIdentifier or a ticket's code may itself have changed, so the old entry goes by hash).
 */
export function applyPackage(previous: OfflineData | null, pkg: OfflinePackage): OfflineData {
  const base: OfflineData = pkg.full || !previous ? { lists: {}, members: {}, tickets: {}, insideByList: {} } : previous;
  const members = { ...base.members };
  const tickets = { ...base.tickets };
  if (!pkg.full && previous) {
    const changedMembers = new Set(pkg.members.map((entry) => entry.hash));
    for (const [key, entry] of Object.entries(members)) if (changedMembers.has(entry.hash)) delete members[key];
    const changedTickets = new Set(pkg.tickets.map((entry) => entry.hash));
    for (const [key, entry] of Object.entries(tickets)) if (changedTickets.has(entry.hash)) delete tickets[key];
  }
  for (const entry of pkg.members) members[entry.qrIdentifier] = memberOf(entry);
  for (const entry of pkg.tickets) tickets[entry.code] = ticketOf(entry);
  const { list } = pkg;
  return {
    lists: {
      ...base.lists,
      [list.hash]: {
        hash: list.hash,
        name: list.name,
        kind: list.kind,
        allowMultipleEntries: list.allowMultipleEntries,
        allowEntryAfterExit: list.allowEntryAfterExit,
        feesOverdue: list.feesOverdue,
      },
    },
    members,
    tickets,
    // Sent whole with every package: who is inside on this list now, as the API knows it.
    insideByList: { ...base.insideByList, [list.hash]: pkg.inside },
  };
}
