/**
 * The phone's own id of one scan (32 hex characters). Sent with the scan and kept with it in the
 * queue, so an upload repeated after a dropped answer is recognised by the API and never counts twice.
 */
export function newScanNonce(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}
