import type { RateRule } from '../../lib/rate-limit/rate-limiter';
import { MINUTE_SECONDS as MINUTE } from '../../lib/rate-limit/rules';

/** Access control's rate limits (the app collects them from the entry; decision 0005). */
export const ACCESS_CONTROL_RATE_RULES = {
  // A gate scans at most a person every second or two; 240 a minute per account leaves room for
  // a queue's bursts and stops a script trying codes against the scan endpoint.
  scansPerAccount: { name: 'access-scans-account', max: 240, windowSeconds: MINUTE },
  // A registered phone (X-Access-Device) is one gate: the same ceiling, whoever is signed in on it.
  scansPerDevice: { name: 'access-scans-device', max: 240, windowSeconds: MINUTE },
  // A phone's offline calls (its package every 30 s or less, its queued scans in batches): a
  // phone that asks more than once a second is broken or not a phone.
  offlineCallsPerDevice: { name: 'access-offline-device', max: 60, windowSeconds: MINUTE },
} as const satisfies Record<string, RateRule>;
