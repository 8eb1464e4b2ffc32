import { describe, expect, it } from 'vitest';
import { preparedOnce } from './prepared-once';

describe('preparedOnce', () => {
  it('builds on the first call only, and not before it', () => {
    let builds = 0;
    const prepared = preparedOnce(() => ({ id: (builds += 1) }));
    expect(builds).toBe(0);
    expect(prepared()).toBe(prepared());
    expect(builds).toBe(1);
  });
});
