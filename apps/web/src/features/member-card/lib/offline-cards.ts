import { MemberCardListSchema, MemberCardSchema, type MemberCard } from '@tribuna/contract';
import { readJson, writeJson } from '../../../lib/storage';

/** A copy of what the API last answered, and when the device received it. */
export interface SavedCopy<T> {
  data: T;
  savedAt: string;
}

interface StoredCards {
  own?: SavedCopy<MemberCard>;
  children?: SavedCopy<MemberCard[]>;
}

export type CardSlot = keyof StoredCards;

/**
 * One entry per user and club, so a shared device never shows one person's card to another and
 * a person with two clubs keeps both. Logout empties local storage (spec 4), copies included.
 */
export const offlineCardsKey = (userId: string, clubHash: string) => `tribuna.member-card.${userId}.${clubHash}`;

const SCHEMAS = { own: MemberCardSchema, children: MemberCardListSchema } as const;

function readAll(userId: string, clubHash: string): StoredCards {
  const stored = readJson<StoredCards>(offlineCardsKey(userId, clubHash));
  return stored && typeof stored === 'object' ? stored : {};
}

/** The saved copy of one slot, or null when there is none or it no longer has the card's shape. */
export function readOfflineCopy<S extends CardSlot>(userId: string, clubHash: string, slot: S): StoredCards[S] | null {
  const copy = readAll(userId, clubHash)[slot];
  if (!copy || typeof copy.savedAt !== 'string') return null;
  // A copy written by an older version of the app must not break the page: check its shape.
  const parsed = SCHEMAS[slot].safeParse(copy.data);
  return parsed.success ? ({ data: parsed.data, savedAt: copy.savedAt } as StoredCards[S]) : null;
}

/** Keeps the latest answer for offline reading. */
export function saveOfflineCopy<S extends CardSlot>(
  userId: string,
  clubHash: string,
  slot: S,
  data: NonNullable<StoredCards[S]>['data'],
  savedAt: string = new Date().toISOString(),
): void {
  writeJson(offlineCardsKey(userId, clubHash), { ...readAll(userId, clubHash), [slot]: { data, savedAt } });
}

/** Forgets a slot (the API said the card is gone or no longer ours to see). */
export function dropOfflineCopy(userId: string, clubHash: string, slot: CardSlot): void {
  const rest = readAll(userId, clubHash);
  delete rest[slot];
  writeJson(offlineCardsKey(userId, clubHash), rest);
}
