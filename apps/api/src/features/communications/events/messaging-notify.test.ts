import { describe, expect, it } from 'vitest';
import type { MessagingChange } from './messaging-events';
import { decodeChange, encodeChange, MAX_PAYLOAD_BYTES } from './messaging-notify';

const change = (profileIds: number[], mailboxIds: number[] = []): MessagingChange => ({
  clubId: 7,
  type: 'message',
  threadHash: 'AbCdEfGhIjKlMnOpQrStUv',
  profileIds,
  mailboxIds,
});

describe('messaging notifications', () => {
  it('sends a small change as one payload that reads back the same', () => {
    const payloads = encodeChange(change([1, 2], [3]));
    expect(payloads).toHaveLength(1);
    expect(decodeChange(payloads[0]!)).toEqual(change([1, 2], [3]));
  });

  it('sends nothing for a change that reaches nobody', () => {
    expect(encodeChange(change([], []))).toEqual([]);
  });

  it("splits a large change under PostgreSQL's NOTIFY limit, every id exactly once", () => {
    const profiles = Array.from({ length: 5_000 }, (_, i) => 10_000_000 + i);
    const mailboxes = Array.from({ length: 40 }, (_, i) => 500 + i);
    const payloads = encodeChange(change(profiles, mailboxes));
    expect(payloads.length).toBeGreaterThan(5);
    const decoded = payloads.map((payload) => {
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      return decodeChange(payload)!;
    });
    expect(decoded.flatMap((d) => d.profileIds)).toEqual(profiles);
    expect(decoded.flatMap((d) => d.mailboxIds)).toEqual(mailboxes);
    for (const d of decoded) expect(d).toMatchObject({ clubId: 7, type: 'message', threadHash: 'AbCdEfGhIjKlMnOpQrStUv' });
  });

  it('ignores payloads that are not a change', () => {
    for (const payload of ['', 'not json', '{}', '{"clubId":1,"type":"other","threadHash":null,"profileIds":[],"mailboxIds":[]}']) {
      expect(decodeChange(payload)).toBeNull();
    }
  });
});
