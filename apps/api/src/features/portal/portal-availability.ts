import type { FeatureCode, PortalCoreComponent } from '@tribuna/contract';

/**
 * What the portal asks the shop (commerce's public interface): how many published campaigns
 * are open in a club, and how many of them sell tickets.
 */
export type PortalShop = {
  /** `inscriptions`: activities open to inscriptions (joining's count, added by `withInscriptions`). */
  openCounts(clubId: number): Promise<{ campaigns: number; ticketCampaigns: number; inscriptions?: number }>;
};

/** The shop's counts plus the activities open to inscriptions (joining's public interface). */
export const withInscriptions = (shop: PortalShop, joining: { openActivities(clubId: number): Promise<number> }): PortalShop => ({
  openCounts: async (clubId) => {
    const [counts, inscriptions] = await Promise.all([shop.openCounts(clubId), joining.openActivities(clubId)]);
    return { ...counts, inscriptions };
  },
});

/** What decides whether a core component's area can be used by a visitor. */
export type PortalAreas = {
  features: readonly FeatureCode[];
  publicPortal: boolean;
  /** Published campaigns that have not ended and have products to sell (the shop, issue 12). */
  publishedCampaigns: number;
  /** Those of them that sell tickets. */
  publishedTicketCampaigns: number;
  /** Inscriptions open to the public: 0 until an area publishes some. */
  openInscriptions: number;
};

/**
 * A core component is shown on the portal only when its area is available: a link to an empty
 * shop or a registration nobody can complete is worse than no link. The shop and inscriptions
 * issues extend `PortalAreas` with what they publish (the shop's open campaigns are counted by
 * the shop, through `PortalShop`).
 */
export function coreComponentAvailable(name: PortalCoreComponent | string, areas: PortalAreas): boolean {
  switch (name) {
    case 'tickets':
      return areas.features.includes('purchable_items') && areas.publishedTicketCampaigns > 0;
    case 'campaigns':
      return areas.features.includes('purchable_items') && areas.publishedCampaigns > 0;
    case 'member.registration':
      return areas.publicPortal;
    case 'inscriptions':
      return areas.openInscriptions > 0;
    default:
      return false;
  }
}
