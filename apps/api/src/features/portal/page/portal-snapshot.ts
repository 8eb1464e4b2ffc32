import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { FeatureCode } from '@tribuna/contract';
import type { SponsorsPublic } from '../../sponsors';
import { clubFeatures, clubs, portalComponents } from '../../../db/schema';
import { coreComponentAvailable, type PortalShop } from '../portal-availability';

export type SnapshotClub = {
  hash: string;
  shortname: string;
  name: string;
  image: string | null;
  locale: string | null;
  seasonName: string | null;
  place: string;
};
export type SnapshotComponent = { core: boolean; name: string; href: string | null; image: string | null; highlighted: boolean };
export type SnapshotSponsor = { hash: string; name: string; hasUrl: boolean; image: string | null };

/** What the portal's first HTML shows before the app runs: the club, its links and sponsors. */
export type PortalSnapshot = { club: SnapshotClub; components: SnapshotComponent[]; sponsors: SnapshotSponsor[] };

export type PortalAddress = { clubHash: string } | { clubShortName: string };

/**
 * Reads a portal's snapshot: five indexed reads, no cache (the HTML is sent with `no-cache`, and
 * the lists change from the manager pages). Components follow the public portal's rule (enabled,
 * and for a core component, its area available), as GET /api/clubs/{clubHash}/portal does.
 */
export class PortalSnapshotRepository {
  constructor(
    private readonly db: Db,
    /** The shop's open campaigns (commerce's public interface). */
    private readonly shop: PortalShop,
    /** The club's sponsors (the sponsors feature's public interface). */
    private readonly sponsors: Pick<SponsorsPublic, 'sponsorsOf'>,
  ) {}

  async load(address: PortalAddress): Promise<PortalSnapshot | null> {
    const where = 'clubHash' in address ? eq(clubs.publicId, address.clubHash) : eq(clubs.shortname, address.clubShortName.toLowerCase());
    const [club] = await this.db.select().from(clubs).where(where);
    if (!club) return null;
    const [components, clubSponsors, features, open] = await Promise.all([
      this.db
        .select()
        .from(portalComponents)
        .where(and(eq(portalComponents.clubId, club.id), eq(portalComponents.enabled, true)))
        .orderBy(asc(portalComponents.position), asc(portalComponents.id)),
      this.sponsors.sponsorsOf(club.id),
      this.db.select({ code: clubFeatures.code }).from(clubFeatures).where(eq(clubFeatures.clubId, club.id)),
      this.shop.openCounts(club.id),
    ]);
    const areas = {
      features: features.map((row) => row.code as FeatureCode),
      publicPortal: club.publicPortal,
      publishedCampaigns: open.campaigns,
      publishedTicketCampaigns: open.ticketCampaigns,
      openInscriptions: open.inscriptions ?? 0,
    };
    const visible = components.filter((c) => !c.core || coreComponentAvailable(c.name, areas));
    return {
      club: {
        hash: club.publicId,
        shortname: club.shortname,
        name: club.name,
        image: club.image,
        locale: club.locale,
        seasonName: club.seasonName,
        place: [club.city, club.regionName, club.countryName].filter(Boolean).join(', '),
      },
      components: visible.map((c) => ({
        core: c.core,
        name: c.name,
        href: c.properties.href ?? null,
        image: c.properties.image ?? null,
        highlighted: c.highlighted,
      })),
      sponsors: clubSponsors.map((s) => ({ hash: s.hash, name: s.name, hasUrl: Boolean(s.url), image: s.image })),
    };
  }
}
