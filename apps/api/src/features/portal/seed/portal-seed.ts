import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clubs } from '../../../db/schema';
import { PortalRepository } from '../portal.repository';

type DemoLink = { name: string; href: string; highlighted?: boolean };

/** Issue 11 part 6: every core component for CD Demo and two custom links; CA Exemple a smaller set. */
const DEMO_PORTALS: Record<string, { enabledCore: string[]; links: DemoLink[] }> = {
  'cd-demo': {
    enabledCore: ['member.registration', 'tickets', 'campaigns', 'inscriptions'],
    links: [
      { name: 'Federación de Fútbol', href: 'https://example.org/federacion', highlighted: true },
      { name: 'Tienda oficial', href: 'https://example.org/tienda-cd-demo' },
    ],
  },
  'ca-exemple': {
    enabledCore: ['member.registration'],
    links: [{ name: 'Calendari de curses', href: 'https://example.org/calendari-curses' }],
  },
};

/**
 * The demo portals: the core components (created for every club) switched on as planned, the
 * custom links added after them. Idempotent: a club that has any custom link is left alone.
 * Core components whose area has nothing published stay hidden from visitors by the API's rule.
 */
export async function seedDemoPortals(db: Db): Promise<void> {
  const portal = new PortalRepository(db);
  for (const [shortname, plan] of Object.entries(DEMO_PORTALS)) {
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, shortname));
    if (!club) continue;
    await portal.ensureCore(club.id);
    const rows = await portal.list(club.id);
    if (rows.some((row) => !row.core)) continue;
    for (const row of rows) {
      if (plan.enabledCore.includes(row.name)) await portal.update(row, { enabled: true, highlighted: row.name === 'member.registration' });
    }
    for (const [index, link] of plan.links.entries()) {
      await portal.insertLink({
        clubId: club.id,
        name: link.name,
        properties: { href: link.href, image: null },
        enabled: true,
        highlighted: link.highlighted ?? false,
        position: rows.length + index,
      });
    }
  }
}
