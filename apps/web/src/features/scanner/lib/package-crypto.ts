/**
 * The offline copy is kept encrypted (issue 24: "encrypted, unreadable once the device is
 * revoked"): AES-GCM under the device's data key, imported non-extractable, so scripts can use
 * the key kept in IndexedDB but never read it out; dropping it makes the copy unreadable.
 */
export type DataKey = CryptoKey;

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The API's key (32 bytes, base64url) as a WebCrypto key that cannot be exported again. */
export function importDataKey(base64url: string): Promise<DataKey> {
  return globalThis.crypto.subtle.importKey('raw', fromBase64Url(base64url), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function seal(key: DataKey, value: unknown): Promise<Sealed> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  return { iv, data };
}

export async function unseal<T>(key: DataKey, sealed: Sealed): Promise<T> {
  const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
