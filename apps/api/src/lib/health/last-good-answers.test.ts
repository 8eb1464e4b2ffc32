import { describe, expect, it } from 'vitest';
import { LastGoodAnswers } from './last-good-answers';

describe('LastGoodAnswers', () => {
  it('keeps the last answer per URL and tells its age', () => {
    let now = 1_000;
    const answers = new LastGoodAnswers({ maxEntries: 10, maxTotalBytes: 1_000, maxEntryBytes: 100 }, () => now);
    answers.remember('/p/a', 'old', 'text/html');
    now = 2_000;
    answers.remember('/p/a', 'new', 'text/html');
    expect(answers.lookup('/p/a')).toEqual({ body: 'new', contentType: 'text/html', storedAt: 2_000 });
    expect(answers.size).toBe(1);
    expect(answers.totalBytes).toBe(3);
  });

  it('stays within its count and byte bounds, dropping the least recently used first', () => {
    const answers = new LastGoodAnswers({ maxEntries: 2, maxTotalBytes: 10, maxEntryBytes: 8 });
    answers.remember('/a', 'aaaa', 'text/plain');
    answers.remember('/b', 'bbbb', 'text/plain');
    answers.lookup('/a');
    answers.remember('/c', 'cccc', 'text/plain');
    expect([answers.lookup('/a')?.body, answers.lookup('/b'), answers.lookup('/c')?.body]).toEqual(['aaaa', undefined, 'cccc']);
    answers.remember('/d', 'dddddddd', 'text/plain');
    expect(answers.totalBytes).toBeLessThanOrEqual(10);
    expect(answers.size).toBeLessThanOrEqual(2);
    answers.remember('/big', 'x'.repeat(9), 'text/plain');
    expect(answers.lookup('/big')).toBeUndefined();
  });
});
