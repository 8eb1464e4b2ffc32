import type { PeriodOf } from '../scheduler/periods';

const MINUTE_MS = 60_000;
/** Longer than any job's period (the longest is daily), so the search below always ends. */
const LONGEST_PERIOD_MS = 3 * 24 * 3600 * 1000;

/**
 * The first minute after `from` whose period key differs from `from`'s. Keys only move forward in
 * time, so "differs from from's key" is false then true: doubling steps find a bound, halving
 * finds the minute (about 25 calls of the period function for a daily job).
 */
function nextChange(periodOf: PeriodOf, from: number): number | null {
  const key = periodOf(new Date(from));
  const differs = (t: number) => periodOf(new Date(t)) !== key;
  let step = MINUTE_MS;
  while (!differs(from + step)) {
    step *= 2;
    if (step > LONGEST_PERIOD_MS) return null;
  }
  let low = from + step / 2; // same key (or `from` itself when step is a minute)
  let high = from + step; // another key
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (differs(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * A job's period in seconds, read off its period function (jobs declare keys, not lengths): the
 * time between the next two key changes after `from`. A daily job measured across a
 * daylight-saving change reads 23 or 25 hours, close enough for an alert threshold. Computed once
 * per job per process (app-metrics.ts), never on the request path.
 */
export function periodSeconds(periodOf: PeriodOf, from: Date): number | null {
  const first = nextChange(periodOf, from.getTime());
  const second = first === null ? null : nextChange(periodOf, first);
  return first === null || second === null ? null : (second - first) / 1000;
}
