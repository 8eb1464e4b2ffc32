import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isUnreachable } from './card-retry';
import { dropOfflineCopy, readOfflineCopy, saveOfflineCopy, type CardSlot, type SavedCopy } from './offline-cards';

export type OfflineCopyState<T> =
  { kind: 'loading' } | { kind: 'live'; data: T } | { kind: 'offline'; data: T; savedAt: string } | { kind: 'error'; error: unknown };

interface Where {
  userId: string;
  clubHash: string;
  slot: CardSlot;
}

/**
 * What the page shows for a card query: the live answer (saved for later), or, when the API
 * cannot be reached, the copy saved last time with its date. A refusal (403, 404) is shown as
 * such and forgets the copy: a card taken away must not survive offline.
 */
export function useOfflineCopy<T>(query: UseQueryResult<T>, { userId, clubHash, slot }: Where): OfflineCopyState<T> {
  const [saved] = useState(() => readOfflineCopy(userId, clubHash, slot) as SavedCopy<T> | null);
  const { data, dataUpdatedAt, error, failureReason } = query;

  useEffect(() => {
    if (data !== undefined) saveOfflineCopy(userId, clubHash, slot, data as never);
  }, [data, dataUpdatedAt, userId, clubHash, slot]);

  const refused = error !== null && !isUnreachable(error);
  useEffect(() => {
    if (refused) dropOfflineCopy(userId, clubHash, slot);
  }, [refused, userId, clubHash, slot]);

  return offlineCopyState({ data, error, failureReason }, saved);
}

/** The decision alone (tested without React). */
export function offlineCopyState<T>(
  query: { data: T | undefined; error: unknown; failureReason: unknown },
  saved: SavedCopy<T> | null,
): OfflineCopyState<T> {
  if (query.data !== undefined) return { kind: 'live', data: query.data };
  const failure = query.error ?? query.failureReason;
  if (failure && isUnreachable(failure) && saved) return { kind: 'offline', data: saved.data, savedAt: saved.savedAt };
  if (query.error) return { kind: 'error', error: query.error };
  return { kind: 'loading' };
}
