import { and, eq, isNull } from 'drizzle-orm';
import { clubLogoKey, logoUrl } from '../logo/logo.service';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import type { Db } from '../../../db/client';
import { clubs } from '../../../db/schema';
import { initialsLogo } from '../../../db/seed/initials-logo';

/** The demo clubs' crests: their initials on the club's colour. */
const DEMO_CLUB_LOGOS: Record<string, { text: string; colour: string }> = {
  'cd-demo': { text: 'CD', colour: '#2d4f8f' },
  'ca-exemple': { text: 'CA', colour: '#1f6f43' },
};

/**
 * Gives the demo clubs a logo, stored where an upload would go, so the portal, the shared-link
 * previews (OpenGraph image) and the club switcher show one. A club that has a logo keeps it.
 */
export async function seedDemoClubLogos(db: Db, files: FileStorage): Promise<void> {
  for (const [shortname, logo] of Object.entries(DEMO_CLUB_LOGOS)) {
    const [club] = await db
      .select({ id: clubs.id, hash: clubs.publicId })
      .from(clubs)
      .where(and(eq(clubs.shortname, shortname), isNull(clubs.image)));
    if (!club) continue;
    const { data, version } = await initialsLogo(logo.text, logo.colour);
    await files.put(clubLogoKey(club.hash), data);
    await db
      .update(clubs)
      .set({ image: logoUrl(club.hash, version) })
      .where(eq(clubs.id, club.id));
  }
}
