// Issue 24's local check (run by bench/access.mjs through tsx): how long a scanner phone takes to
// check a member card's rotating code against its offline package, with the contract's own
// module. The codes are signed by a second copy of the module, so every check imports its key
// afresh as a phone's first scan of a person does.
import { readFileSync } from 'node:fs';

const signer = (await import(`../packages/contract/src/card-code.ts?signer`)) as typeof import('../packages/contract/src/card-code');
const checker = (await import(`../packages/contract/src/card-code.ts?checker`)) as typeof import('../packages/contract/src/card-code');

type Member = { qrIdentifier: string; cardKey: string };
const offline = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { members: Member[] };
const keys = new Map(offline.members.map((member) => [member.qrIdentifier, member.cardKey]));
const sample = offline.members.slice(0, 1_000);
const now = Date.now();
const codes = await Promise.all(sample.map((member) => signer.cardCode(member.qrIdentifier, member.cardKey, now)));

const timings: number[] = [];
let valid = 0;
for (const code of codes) {
  const started = performance.now();
  const result = await checker.checkCardCode(code, (qr) => keys.get(qr), now);
  timings.push(performance.now() - started);
  if (result.kind === 'valid') valid += 1;
}
timings.sort((a, b) => a - b);
const at = (q: number) => Number(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(3));
console.log(JSON.stringify({ checks: codes.length, valid, medianMs: at(0.5), p99Ms: at(0.99), maxMs: at(1) }));
