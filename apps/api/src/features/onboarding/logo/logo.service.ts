import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubs } from '../../../db/schema';
import { recordAudit, type RequestActor } from '../../../lib/audit';
import { errors } from '../../../lib/errors';
import { presentPublicClub } from '../../../lib/public-club.presenter';
import type { ClubViewer } from '../../../plugins/club-context.repository';
import type { ClubRow } from '../club-enrollment.repository';
import { authorize } from '../onboarding.policy';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import { normaliseLogo } from '../../../lib/uploads/image';

export const LOGO_NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image';
export const LOGO_MISSING = 'Send the image as multipart/form-data in the field "file"';

const keyOf = (club: ClubRow) => `club-logos/${club.publicId}.webp`;
/** The public address of a club's logo; the version changes with the content (long caching). */
export const logoUrl = (clubHash: string, version: string) => `/api/clubs/${clubHash}/logo?v=${version}`;
const versionOf = (image: string | null) => (image ? new URL(image, 'http://x').searchParams.get('v') : null);

/** Club logos: managers upload, anyone reads (the public portal and search show them). */
export class LogoService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** `read` gives the uploaded bytes (or undefined when no file was sent); called after the check. */
  async upload(ctx: { club: ClubRow; viewer: ClubViewer }, actor: RequestActor, read: () => Promise<Buffer | undefined>, ip: string) {
    authorize(ctx.viewer, 'uploadLogo');
    const input = await read();
    if (!input) throw errors.validation([{ field: 'file', errors: [LOGO_MISSING] }]);
    const logo = await normaliseLogo(input);
    if (!logo) throw errors.validation([{ field: 'file', errors: [LOGO_NOT_AN_IMAGE] }]);
    await this.storage.put(keyOf(ctx.club), logo);
    const version = createHash('sha256').update(logo).digest('base64url').slice(0, 12);
    const [club] = await this.db
      .update(clubs)
      .set({ image: logoUrl(ctx.club.publicId, version), updatedAt: sql`now()` })
      .where(eq(clubs.id, ctx.club.id))
      .returning();
    await recordAudit(this.db, { action: 'club.logo.updated', actor, clubId: ctx.club.id, target: version, ip });
    return presentPublicClub(club!);
  }

  /** Public: the stored logo and whether the requested version is the current one. */
  async read(clubHash: string, requestedVersion: string | undefined) {
    const [club] = await this.db.select().from(clubs).where(eq(clubs.publicId, clubHash));
    const current = versionOf(club?.image ?? null);
    if (!club || !current) throw errors.notFound();
    const data = await this.storage.get(keyOf(club));
    if (!data) throw errors.notFound();
    return { data, current: requestedVersion === current };
  }
}
