import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RateLimiter } from './rate-limiter';
import { RATE_RULES } from './rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('remembered sign-in addresses', () => {
  it('outlive their own window and the cleanup that follows: seen for the rest of it and the whole next one', async () => {
    let now = Date.UTC(2027, 0, 1);
    const limiter = new RateLimiter(t.db, true, () => now);
    const rule = RATE_RULES.signInAddresses;
    const windowStart = Math.floor(now / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000;
    now = windowStart + 29 * DAY; // late in a window
    await limiter.remember(rule, 'someone@example.test|10.0.0.1');
    now = windowStart + 59 * DAY; // late in the next window, after a cleanup
    await limiter.cleanup();
    expect(await limiter.hasSeen(rule, 'someone@example.test|10.0.0.1')).toBe(true);
    now = windowStart + 61 * DAY; // two windows on: forgotten
    await limiter.cleanup();
    expect(await limiter.hasSeen(rule, 'someone@example.test|10.0.0.1')).toBe(false);
  });
});
