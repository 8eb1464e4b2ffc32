import type { FeatureCode, PortalCoreComponent } from '@tribuna/contract';

/** What decides whether a core component's area can be used by a visitor. */
export type PortalAreas = {
  features: readonly FeatureCode[];
  publicPortal: boolean;
  /** Campaigns published with tickets or products: 0 until the shop issue publishes some. */
  publishedCampaigns: number;
  /** Inscriptions open to the public: 0 until an area publishes some. */
  openInscriptions: number;
};

/**
 * A core component is shown on the portal only when its area is available: a link to an empty
 * shop or a registration nobody can complete is worse than no link. The shop and inscriptions
 * issues extend `PortalAreas` with what they publish.
 */
export function coreComponentAvailable(name: PortalCoreComponent | string, areas: PortalAreas): boolean {
  switch (name) {
    case 'tickets':
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
