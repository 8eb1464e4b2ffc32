import type { Sponsor } from '@tribuna/contract';
import type { SponsorRow } from './sponsors.repository';

/** The public address of a sponsor's logo; the version changes with the content (long caching). */
export const sponsorImageUrl = (clubHash: string, sponsorHash: string, version: string) =>
  `/api/clubs/${clubHash}/sponsors/${sponsorHash}/image?v=${version}`;

export function presentSponsor(row: SponsorRow): Sponsor {
  return { hash: row.publicId, name: row.name, url: row.url, image: row.image, order: row.position };
}
