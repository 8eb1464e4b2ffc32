import { describe, expect, it } from 'vitest';
import { standingOf, type SeasonForStanding } from './fee-standing';

const current: SeasonForStanding = { id: 2, name: '2026/27', startsOn: '2026-09-01', graceDays: 30 };
const previous: SeasonForStanding = { id: 1, name: '2025/26', startsOn: '2025-09-01', graceDays: 30 };
const charged = (entries: [number, boolean][]) => new Map(entries.map(([id, covered]) => [id, { covered }]));

describe("a person's fee standing", () => {
  it("keeps last season's member through the new season's grace days, the last one included", () => {
    const lastSeasonOnly = charged([[1, true]]);
    expect(standingOf([current, previous], lastSeasonOnly, '2026-09-30')).toEqual({
      status: 'grace',
      season: '2026/27',
      graceUntil: '2026-09-30',
    });
    expect(standingOf([current, previous], lastSeasonOnly, '2026-10-01')).toEqual({
      status: 'lapsed',
      season: '2026/27',
      graceUntil: null,
    });
    expect(standingOf([{ ...current, graceDays: 0 }, previous], lastSeasonOnly, '2026-09-01')?.status).toBe('lapsed');
  });

  it('is current when this season is covered, lapsed when charged but not covered, nothing without plan charges', () => {
    expect(standingOf([current, previous], charged([[2, true]]), '2027-03-01')?.status).toBe('current');
    expect(standingOf([current, previous], charged([[2, false]]), '2026-09-02')?.status).toBe('lapsed');
    expect(standingOf([current, previous], charged([[1, false]]), '2026-09-02')?.status).toBe('lapsed');
    expect(standingOf([current, previous], charged([]), '2026-09-02')).toBeNull();
    expect(standingOf([], charged([[2, true]]), '2026-09-02')).toBeNull();
  });
});
