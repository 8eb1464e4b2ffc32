import type { AccessRequest } from '@tribuna/contract';

const STATUS_RANK = { pending: 0, approved: 1, refused: 2 } as const;

/** Pending first (oldest first: they waited longest), then decided ones, newest decision first. */
export function sortAccessRequests(requests: readonly AccessRequest[]): AccessRequest[] {
  return [...requests].sort((a, b) => {
    const rank = STATUS_RANK[a.status] - STATUS_RANK[b.status];
    if (rank !== 0) return rank;
    if (a.status === 'pending') return a.createdAt.localeCompare(b.createdAt);
    return (b.decidedAt ?? b.createdAt).localeCompare(a.decidedAt ?? a.createdAt);
  });
}

export function pendingRequests(requests: readonly AccessRequest[]): AccessRequest[] {
  return sortAccessRequests(requests).filter((r) => r.status === 'pending');
}
