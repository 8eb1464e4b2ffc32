import { createHash } from 'node:crypto';
import { errors } from '../../../lib/errors';
import { presentPublicClub } from '../../../lib/public-club.presenter';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import { normaliseLogo } from '../../../lib/uploads/image';
import type { OnboardingData } from '../onboarding.data';
import type { ClubRow } from '../club-enrollment.repository';

/** Where a club's logo is stored (the seed's demo crests go to the same place). */
export const clubLogoKey = (clubHash: string) => `club-logos/${clubHash}.webp`;
const keyOf = (club: ClubRow) => clubLogoKey(club.publicId);
/** The public address of a club's logo; the version changes with the content (long caching). */
export const logoUrl = (clubHash: string, version: string) => `/api/clubs/${clubHash}/logo?v=${version}`;
const versionOf = (image: string | null) => (image ? new URL(image, 'http://x').searchParams.get('v') : null);

/**
 * Club logos: managers upload (declared on the route: `onboarding.uploadLogo`), anyone reads
 * (the public portal and search show them).
 */
export class LogoService {
  constructor(
    private readonly data: OnboardingData,
    private readonly storage: FileStorage,
  ) {}

  /** `read` gives the uploaded bytes (or undefined when no file was sent); called after the access check. */
  async upload(ctx: ClubRequestContext, read: () => Promise<Buffer | undefined>) {
    const input = await read();
    if (!input) throw errors.validation([{ field: 'file', code: 'imageMissing' }]);
    const logo = await normaliseLogo(input);
    if (!logo) throw errors.validation([{ field: 'file', code: 'notAnImage' }]);
    await this.storage.put(keyOf(ctx.club), logo);
    const version = createHash('sha256').update(logo).digest('base64url').slice(0, 12);
    const club = await this.data.write(['clubs'], async (repos) => {
      const updated = await repos.clubLogos.setImage(ctx.club, logoUrl(ctx.club.publicId, version));
      await repos.audit.record(ctx, { action: 'club.logo.updated', target: version });
      return updated;
    });
    return presentPublicClub(club);
  }

  /** Public: the stored logo and whether the requested version is the current one. */
  async read(clubHash: string, requestedVersion: string | undefined) {
    const club = await this.data.read.clubLogos.findClub(clubHash);
    const current = versionOf(club?.image ?? null);
    if (!club || !current) throw errors.notFound();
    const data = await this.storage.get(keyOf(club));
    if (!data) throw errors.notFound();
    return { data, current: requestedVersion === current };
  }
}
