import { describe, expect, it } from 'vitest';
import { changeOf, formatDay, formatFigure, formatMonth } from './format';

describe('dashboard figures in words', () => {
  it('formats counts, euros from cents and percentages', () => {
    expect(formatFigure(1234, 'count', 'en')).toBe('1,234');
    expect(formatFigure(123456, 'cents', 'en')).toBe('€1,234.56');
    expect(formatFigure(87.5, 'percent', 'en')).toBe('87.5%');
  });
  it('says a change relative for counts and in points for rates, nothing without an earlier value', () => {
    expect(changeOf(110, 100, 'count', 'en')).toEqual({ text: '+10%', direction: 'up' });
    expect(changeOf(90, 100, 'cents', 'en')).toEqual({ text: '−10%', direction: 'down' });
    expect(changeOf(80, 82.5, 'percent', 'en')).toEqual({ text: '−2.5 pp', direction: 'down' });
    expect(changeOf(5, null, 'count', 'en')).toBeNull();
    expect(changeOf(5, 0, 'count', 'en')).toBeNull();
  });
  it('writes Madrid days and months without shifting them', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
  });
});
