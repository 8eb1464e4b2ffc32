import { describe, expect, it } from 'vitest';
import { CARD_CODE_WINDOW_MS, cardCode, checkCardCode, msUntilNextCardCode, newCardKey } from './card-code';

const qrIdentifier = '0f3c2a9be4d84c8e9d5a7b1c2d3e4f50';
const key = newCardKey();
const keyOf = (identifier: string) => (identifier === qrIdentifier ? key : null);
// 19:42:30 on a match day: the middle of a window.
const now = Date.UTC(2026, 10, 29, 19, 42, 30);

describe('card code', () => {
  it('is valid in the minute it was drawn', async () => {
    const code = await cardCode(qrIdentifier, key, now);
    expect(code).toMatch(/^TRB1\.0f3c2a9be4d84c8e9d5a7b1c2d3e4f50\.\d+\.[0-9a-f]{24}$/);
    expect(await checkCardCode(code, keyOf, now)).toEqual({ kind: 'valid', qrIdentifier });
  });

  it('changes every minute and stays the same within one', async () => {
    const code = await cardCode(qrIdentifier, key, now);
    expect(await cardCode(qrIdentifier, key, now + 20_000)).toBe(code);
    expect(await cardCode(qrIdentifier, key, now + CARD_CODE_WINDOW_MS)).not.toBe(code);
    expect(msUntilNextCardCode(now)).toBe(30_000);
  });

  it('is still valid in the next minute (drawn at :59, read at :00) and a minute early (a clock ahead)', async () => {
    const code = await cardCode(qrIdentifier, key, now);
    expect(await checkCardCode(code, keyOf, now + CARD_CODE_WINDOW_MS)).toEqual({ kind: 'valid', qrIdentifier });
    expect(await checkCardCode(code, keyOf, now - CARD_CODE_WINDOW_MS)).toEqual({ kind: 'valid', qrIdentifier });
  });

  it('is codeExpired (amber) two minutes later: a screenshot passed on', async () => {
    const code = await cardCode(qrIdentifier, key, now);
    expect(await checkCardCode(code, keyOf, now + 2 * CARD_CODE_WINDOW_MS)).toEqual({
      kind: 'codeExpired',
      qrIdentifier,
      bare: false,
    });
    expect(await checkCardCode(code, keyOf, now + 24 * 60 * CARD_CODE_WINDOW_MS)).toMatchObject({ kind: 'codeExpired' });
  });

  it('is forged when any part was changed or another key signed it', async () => {
    const code = await cardCode(qrIdentifier, key, now);
    const [prefix, identifier, window, mac = ''] = code.split('.');
    const otherMac = mac.slice(0, -1) + (mac.endsWith('0') ? '1' : '0');
    const forged = { kind: 'invalid', reason: 'forged', qrIdentifier };
    expect(await checkCardCode(`${prefix}.${identifier}.${window}.${otherMac}`, keyOf, now)).toEqual(forged);
    expect(await checkCardCode(`${prefix}.${identifier}.${Number(window) + 1}.${mac}`, keyOf, now)).toEqual(forged);
    const byOtherKey = await cardCode(qrIdentifier, newCardKey(), now);
    expect(await checkCardCode(byOtherKey, keyOf, now)).toEqual(forged);
  });

  it("is invalid for another person's identifier (the mac was made for someone else)", async () => {
    const other = 'aaaabbbbccccddddeeeeffff00001111';
    const code = await cardCode(qrIdentifier, key, now);
    const swapped = code.replace(qrIdentifier, other);
    expect(await checkCardCode(swapped, keyOf, now)).toEqual({ kind: 'invalid', reason: 'unknown', qrIdentifier: other });
    const bothKnown = (identifier: string) => (identifier === other ? newCardKey() : keyOf(identifier));
    expect(await checkCardCode(swapped, bothKnown, now)).toEqual({ kind: 'invalid', reason: 'forged', qrIdentifier: other });
  });

  it('is malformed when the text only starts like a card code', async () => {
    for (const text of ['TRB1.', 'TRB1.abc', 'TRB1.abc.12.zz', `TRB1.${qrIdentifier}.x.${'0'.repeat(24)}`, 'TRB1.a.b.c.d']) {
      expect(await checkCardCode(text, keyOf, now)).toEqual({ kind: 'invalid', reason: 'malformed', qrIdentifier: null });
    }
  });

  it("reads a bare qrIdentifier (the card's old QR) as codeExpired, amber", async () => {
    expect(await checkCardCode(qrIdentifier, keyOf, now)).toEqual({ kind: 'codeExpired', qrIdentifier, bare: true });
  });

  it('leaves anything else to the ticket reader', async () => {
    expect(await checkCardCode('TCK-8842-XYZ', keyOf, now)).toEqual({ kind: 'notCardCode' });
    expect(await checkCardCode('https://example.org/?q=1', keyOf, now)).toEqual({ kind: 'notCardCode' });
    expect(await checkCardCode('', keyOf, now)).toEqual({ kind: 'notCardCode' });
  });

  it('waits for a key looked up in the database', async () => {
    const code = await cardCode(qrIdentifier, key, now);
    expect(await checkCardCode(code, async (identifier) => keyOf(identifier), now)).toEqual({ kind: 'valid', qrIdentifier });
  });

  it('refuses to draw a code for an identifier holding the separator', async () => {
    await expect(cardCode('a.b', key, now)).rejects.toThrow();
  });
});
