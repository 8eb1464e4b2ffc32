import type { StoredSession } from './session-store';

/**
 * A session from an `identifier` link waiting for the signed-in person's answer (switch or
 * keep). Held in this tab's memory only: never stored, so no other tab and no reload applies it.
 */
export interface PendingIdentifier {
  session: StoredSession;
  /** The address without the parameter, to reload once the person switches. */
  cleanUrl: string;
}

let pending: PendingIdentifier | null = null;
const listeners = new Set<() => void>();

export function holdIdentifierSession(value: PendingIdentifier): void {
  pending = value;
  listeners.forEach((listener) => listener());
}

export function getPendingIdentifier(): PendingIdentifier | null {
  return pending;
}

/** Hands the pending session over once and forgets it (both answers end the question). */
export function takePendingIdentifier(): PendingIdentifier | null {
  const value = pending;
  pending = null;
  listeners.forEach((listener) => listener());
  return value;
}

/**
 * An `identifier` link whose value was no token (spec 8: "We can't retrieve your identification
 * token"): noted when the address is read, shown by the session layer until dismissed.
 */
let unreadable = false;

export function noteUnreadableIdentifier(): void {
  unreadable = true;
  listeners.forEach((listener) => listener());
}

export function identifierUnreadable(): boolean {
  return unreadable;
}

export function dismissUnreadableIdentifier(): void {
  unreadable = false;
  listeners.forEach((listener) => listener());
}

export function subscribePendingIdentifier(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
