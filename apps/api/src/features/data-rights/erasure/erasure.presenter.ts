import type { ErasurePlanLine, ErasureRequest } from '@tribuna/contract/data-rights';
import type { ErasureRequestRow } from './erasure-requests.repository';
import { ERASED_NAME } from './erasure-writes.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentErasureRequest(row: ErasureRequestRow, viewerUserId: number, today: string): ErasureRequest {
  const awaiting = row.status === 'awaiting_approval';
  return {
    hash: row.publicId,
    status: row.status as ErasureRequest['status'],
    person: { hash: row.personHash, name: row.personName ?? ERASED_NAME },
    requestedBy: row.requestedByName,
    requestedAt: row.requestedAt.toISOString(),
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    overdue: awaiting && today > row.dueOn,
    approvedBy: row.approvedByName,
    approvedAt: iso(row.approvedAt),
    executesAt: iso(row.executesAt),
    executedAt: iso(row.executedAt),
    closedBy: row.closedByName,
    note: row.note,
    plan: row.plan as ErasurePlanLine[],
    canApprove: awaiting && row.requestedBy !== viewerUserId,
  };
}
