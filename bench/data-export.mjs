// Issue 25's data-rights line: a person's data export (GDPR access request) ready in under 10 s.
// The person is the demo guardian after the bench has loaded CD Demo (her child, the season fee's
// instalments, the Payments line's one-off fees, the threads she is in), so the export carries
// the charges and messages of a busy family, not an empty profile.
import { signInAsGuardian } from './tribuna-server.mjs';

const TIMES = 3;

/** The demo guardian's own person in CD Demo, as her Payments page names it. */
async function guardianHash(api, cdDemo) {
  const { payers } = await signInAsGuardian(api, cdDemo);
  const self = payers.find((person) => person.relation === 'self');
  if (!self) throw new Error('the demo guardian has no person of her own in CD Demo');
  return self.hash;
}

/** Downloads the export whole, TIMES times per format; answers the slowest time of each and the sizes. */
export async function measureDataExport(api, cdDemo, auth) {
  const hash = await guardianHash(api, cdDemo);
  const result = {};
  for (const format of ['json', 'pdf']) {
    let slowestMs = 0;
    let bytes = 0;
    for (let i = 0; i < TIMES; i += 1) {
      const started = performance.now();
      const response = await fetch(`${api}/api/clubs/${cdDemo}/people/${hash}/data-export?format=${format}`, { headers: auth });
      if (!response.ok) throw new Error(`data export (${format}): ${response.status} ${await response.text()}`);
      bytes = (await response.arrayBuffer()).byteLength;
      slowestMs = Math.max(slowestMs, Math.round(performance.now() - started));
    }
    result[format] = { slowestMs, bytes };
  }
  return result;
}
