// Issue 24's online scan line: "a scan (validate + log) p99 under 20 ms at 50 connections". Each
// request is one phone's scan of one of the match's bench tickets (bench/access.mjs makes them:
// code md5('bench-ticket-' || g) || md5('code-' || g)) at the main gate with a nonce of its own,
// so every request reads the code, locks the ticket, judges it and writes a log row; the first
// pass admits each ticket, later passes answer "already used" (the same work, without used_at).
import { createHash } from 'node:crypto';

const md5 = (text) => createHash('md5').update(text).digest('hex');
/** Fewer than the tickets the bench adds whatever the seed sold, so every code exists. */
const CODES = 2_000;

/** autocannon options for POST …/access-control/scans from a registered phone. */
export function scanRequests(listHash, deviceSecret) {
  const codes = Array.from({ length: CODES }, (_, i) => md5(`bench-ticket-${i + 1}`) + md5(`code-${i + 1}`));
  let n = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-device': deviceSecret },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const body = { listHash, code: codes[n % CODES], direction: 'entry', nonce: `bench-${process.pid}-${n}` };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  };
}
