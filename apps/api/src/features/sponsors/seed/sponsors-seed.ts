import { eq, sql } from 'drizzle-orm';
import { sponsorImageUrl } from '../sponsors.presenter';
import { newPublicId } from '../../../lib/ids';
import type { FileStorage } from '../../../lib/uploads/file-storage';
import type { Db } from '../../../db/client';
import { clubs, sponsorClickDays, sponsors } from '../../../db/schema';
import { initialsLogo, initialsOf } from '../../../db/seed/initials-logo';

type DemoSponsor = { name: string; url: string | null; colour: string };

/** Issue 11 part 6: six sponsors for CD Demo, two for CA Exemple, with logos and 30 days of clicks. */
const DEMO_SPONSORS: Record<string, DemoSponsor[]> = {
  'cd-demo': [
    { name: 'Caja Rural del Turia', url: 'https://example.org/caja-rural', colour: '#1f6f43' },
    { name: 'Deportes Olimpia', url: 'https://example.org/deportes-olimpia', colour: '#b3410b' },
    { name: 'Fisioterapia Ribera', url: 'https://example.org/fisio-ribera', colour: '#2d4f8f' },
    { name: 'Forn de Pa Rosa', url: 'https://example.org/forn-rosa', colour: '#8f2d56' },
    { name: 'Talleres Martínez', url: 'https://example.org/talleres-martinez', colour: '#4a4a4a' },
    { name: 'Pizzería Napoli', url: null, colour: '#a61e1e' },
  ],
  'ca-exemple': [
    { name: 'Esports Garraf', url: 'https://example.org/esports-garraf', colour: '#0b6e99' },
    { name: 'Farmàcia Central', url: 'https://example.org/farmacia-central', colour: '#2c7a2c' },
  ],
};

/**
 * Creates the demo sponsors; idempotent: a club that has any sponsor is left alone. Logos are
 * stored through `files` (the API's uploads storage) when given; clicks go back 30 days with a
 * weekend bump, so the manager's charts have a shape.
 */
export async function seedDemoSponsors(db: Db, files?: FileStorage): Promise<void> {
  for (const [shortname, demo] of Object.entries(DEMO_SPONSORS)) {
    const [club] = await db.select({ id: clubs.id, hash: clubs.publicId }).from(clubs).where(eq(clubs.shortname, shortname));
    if (!club) continue;
    const [existing] = await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.clubId, club.id)).limit(1);
    if (existing) continue;
    for (const [position, sponsor] of demo.entries()) {
      const publicId = newPublicId();
      let image: string | null = null;
      if (files) {
        const logo = await initialsLogo(initialsOf(sponsor.name), sponsor.colour);
        await files.put(`sponsor-logos/${club.hash}/${publicId}.webp`, logo.data);
        image = sponsorImageUrl(club.hash, publicId, logo.version);
      }
      const [row] = await db
        .insert(sponsors)
        .values({ publicId, clubId: club.id, name: sponsor.name, url: sponsor.url, image, position })
        .returning({ id: sponsors.id });
      if (!sponsor.url) continue;
      await db.execute(sql`
        insert into ${sponsorClickDays} (sponsor_id, day, clicks)
        select ${row!.id}::int, (now() at time zone 'Europe/Madrid')::date - d,
               (((d * 7 + ${position}::int * 3) % 9) + case when extract(isodow from (now() - make_interval(days => d))) >= 6 then 6 else 1 end) * (${position}::int % 3 + 1)
          from generate_series(0, 29) as d`);
    }
  }
}
