import type { OfflinePackage } from '@tribuna/contract/access-devices';
import { cardCode } from '@tribuna/contract/card-code';
import { describe, expect, it } from 'vitest';
import { gate, member, pending } from '../test/offline-fixtures';
import { decideLocally } from './local-decision';
import { applyPackage } from './offline-package';

const NOW = Date.parse('2026-05-10T17:42:30.000Z');

function packageOf(overrides: Partial<OfflinePackage>): OfflinePackage {
  return {
    full: true,
    cursor: '1',
    generatedAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + 86_400_000).toISOString(),
    dataKey: 'key',
    list: { ...gate, campaignName: null, autoCheckoutAt: null },
    members: [],
    tickets: [],
    inside: [],
    conflicts: [],
    ...overrides,
  };
}

describe("the API's package on the phone", () => {
  it('knows who is inside on a one-entry list from the download, and lets them in again once a later package says they left', async () => {
    const ana = member();
    const code = await cardCode(ana.qrIdentifier, ana.cardKey!, NOW);
    const inside = applyPackage(null, packageOf({ members: [{ ...ana, cardKey: ana.cardKey!, feeStanding: null }], inside: [ana.hash] }));
    expect(await decideLocally(inside, [], pending(code, gate.hash), NOW)).toMatchObject({ result: 'refused', reason: 'alreadyInside' });

    const left = applyPackage(inside, packageOf({ full: false, cursor: '2', inside: [] }));
    expect(await decideLocally(left, [], pending(code, gate.hash), NOW)).toMatchObject({ result: 'admitted', reason: 'valid' });
  });
});
