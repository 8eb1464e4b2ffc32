import type { AccessRequest } from '@tribuna/contract';
import type { AccessRequestRow } from './access-requests.repository';

/** Manager access request (fields listed explicitly: no internal id leaves). */
export function presentAccessRequest(row: AccessRequestRow): AccessRequest {
  return {
    hash: row.hash,
    status: row.status,
    message: row.message,
    requester: { name: row.requesterName, lastname: row.requesterLastname, email: row.requesterEmail },
    club: { hash: row.clubHash, name: row.clubName },
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
