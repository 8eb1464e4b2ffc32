/**
 * The rotating code on a member's card (issue 24, "the card shows a signed code that changes every
 * 60 s and can be checked offline, so a shared screenshot goes amber").
 *
 * A code is `TRB1.<qrIdentifier>.<window>.<mac>`: the window is the number of whole minutes since
 * the epoch and the mac is HMAC-SHA256 of `TRB1.<qrIdentifier>.<window>` under the person's card
 * key (random per person, kept by the API; the member's own app and the scanner devices hold a
 * copy), cut to 12 bytes in hex. It is pure WebCrypto (`globalThis.crypto.subtle`), so the card in
 * the browser, the scanner offline and the API all run this one module.
 *
 * A code of the current window is valid, and so is one of the window before or after (a code drawn
 * at 19:41:59 and read at 19:42:00, or a phone whose clock is a little ahead); any other window is
 * `codeExpired` (amber: most likely a screenshot passed on). A bare qrIdentifier (the QR My ID
 * showed before the rotating code) is read too and answered amber the same way.
 */

export const CARD_CODE_PREFIX = 'TRB1';
export const CARD_CODE_WINDOW_MS = 60_000;
/** 12 bytes of the 32-byte HMAC: 96 bits, far beyond guessing within a minute. */
const MAC_BYTES = 12;
/** Card keys are 32 random bytes written as 64 hex characters. */
const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-f]{64}$/;
const HEX_MAC = new RegExp(`^[0-9a-f]{${MAC_BYTES * 2}}$`);
const WINDOW = /^\d{1,12}$/;
/** qrIdentifiers are opaque, but never hold the separator or spaces. */
const IDENTIFIER = /^[A-Za-z0-9_-]{1,128}$/;

/** A person's card key as stored (64 hex characters); null when the person has none. */
export type CardKey = string;
/** Finds the card key of the person with this qrIdentifier, or null when there is no such person. */
export type CardKeyLookup = (qrIdentifier: string) => CardKey | null | undefined | Promise<CardKey | null | undefined>;

export type CardCodeCheck =
  /** Signed for this minute (or the one before or after). */
  | { kind: 'valid'; qrIdentifier: string }
  /** Signed rightly but for another minute (`bare: false`), or a bare qrIdentifier (`bare: true`). */
  | { kind: 'codeExpired'; qrIdentifier: string; bare: boolean }
  /**
   * Looks like a card code but is not a good one: `malformed` text, a person no one knows
   * (`unknown`), or a mac that does not match (`forged`).
   */
  | { kind: 'invalid'; reason: 'malformed' | 'unknown' | 'forged'; qrIdentifier: string | null }
  /** Neither a card code nor a known person's qrIdentifier (a ticket code, say). */
  | { kind: 'notCardCode' };

export const cardCodeWindow = (atMs: number): number => Math.floor(atMs / CARD_CODE_WINDOW_MS);

/** Milliseconds until the code drawn at `atMs` changes (the card redraws then). */
export const msUntilNextCardCode = (atMs: number): number => CARD_CODE_WINDOW_MS - (atMs % CARD_CODE_WINDOW_MS);

/** A new random card key (for a new person, or to replace a leaked one). */
export function newCardKey(): CardKey {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

export const isCardKey = (value: string): boolean => HEX_KEY.test(value);

/** The code a card shows at `atMs` for this person. */
export async function cardCode(qrIdentifier: string, key: CardKey, atMs: number): Promise<string> {
  if (!IDENTIFIER.test(qrIdentifier)) throw new Error('A qrIdentifier holds only letters, digits, - and _');
  return signedCode(qrIdentifier, cardCodeWindow(atMs), key);
}

/** Reads a scanned text as a member card code; `keyOf` finds the person's key (local or database). */
export async function checkCardCode(code: string, keyOf: CardKeyLookup, atMs: number): Promise<CardCodeCheck> {
  const text = code.trim();
  if (!text.startsWith(`${CARD_CODE_PREFIX}.`)) {
    if (!IDENTIFIER.test(text)) return { kind: 'notCardCode' };
    const key = await keyOf(text);
    return key ? { kind: 'codeExpired', qrIdentifier: text, bare: true } : { kind: 'notCardCode' };
  }
  const [, qrIdentifier = '', windowText = '', mac = '', ...rest] = text.split('.');
  if (rest.length > 0 || !IDENTIFIER.test(qrIdentifier) || !WINDOW.test(windowText) || !HEX_MAC.test(mac)) {
    return { kind: 'invalid', reason: 'malformed', qrIdentifier: null };
  }
  const key = await keyOf(qrIdentifier);
  if (!key) return { kind: 'invalid', reason: 'unknown', qrIdentifier };
  if (!isCardKey(key)) throw new Error('A card key is 64 hex characters');
  const window = Number(windowText);
  const expected = await signedCode(qrIdentifier, window, key);
  if (!sameText(expected, text)) return { kind: 'invalid', reason: 'forged', qrIdentifier };
  const now = cardCodeWindow(atMs);
  return Math.abs(window - now) <= 1 ? { kind: 'valid', qrIdentifier } : { kind: 'codeExpired', qrIdentifier, bare: false };
}

async function signedCode(qrIdentifier: string, window: number, key: CardKey): Promise<string> {
  const body = `${CARD_CODE_PREFIX}.${qrIdentifier}.${window}`;
  const cryptoKey = await hmacKey(key);
  const mac = await globalThis.crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(body));
  return `${body}.${toHex(new Uint8Array(mac, 0, MAC_BYTES))}`;
}

// Importing a key costs more than the HMAC itself; a scanner checks the same few hundred people
// over and over, so imported keys are kept (bounded, oldest dropped first).
// The key type by inference: the contract builds for Node and the browser, whose libs name it apart.
type HmacKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
const importedKeys = new Map<string, Promise<HmacKey>>();
const IMPORTED_KEYS_KEPT = 5_000;

function hmacKey(key: CardKey): Promise<HmacKey> {
  let imported = importedKeys.get(key);
  if (!imported) {
    if (!isCardKey(key)) throw new Error('A card key is 64 hex characters');
    imported = globalThis.crypto.subtle.importKey('raw', fromHex(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    if (importedKeys.size >= IMPORTED_KEYS_KEPT) importedKeys.delete(importedKeys.keys().next().value as string);
    importedKeys.set(key, imported);
  }
  return imported;
}

/** Compares without stopping at the first difference, so timing does not reveal the mac. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
