import type { FeatureCode } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { clubFeatures } from '../db/schema';
import type { ChangeFeed } from '../lib/cache/change-feed';
import { errors } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route only works while the club of `:clubHash` has this feature enabled; otherwise
     * 403 FEATURE_DISABLED (admins included: a switched-off feature is off for everyone). A list
     * means all of them must be on.
     */
    feature?: FeatureCode | readonly FeatureCode[];
  }
}

/** Tables the enabled-features read touches. */
export const CLUB_FEATURE_TABLES = ['club_features'] as const;

/**
 * Feature gates for `:clubHash` routes. Must be registered after the club-context plugin: it
 * reads the club that plugin loaded (so an unknown club is 404 and an outsider 403 before any
 * feature is judged). Enabled codes are cached per club and cleared by any write to
 * club_features, in this process at once (the writer's invalidate) and in the others by the
 * change feed, so switching a feature off closes its routes everywhere immediately.
 */
export const featureGatePlugin = fp<{ db: Db; changes: ChangeFeed }>(async (app, { db, changes }) => {
  const cache = changes.cache<ReadonlySet<string>>(CLUB_FEATURE_TABLES);
  const load = async (clubId: number) => {
    const rows = await db.select({ code: clubFeatures.code }).from(clubFeatures).where(eq(clubFeatures.clubId, clubId));
    return new Set(rows.map((r) => r.code));
  };

  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.feature;
    if (!feature) return;
    const context = request.clubContext;
    // A gated route without a club to judge is a programming error, not a caller's one.
    if (!context) throw new Error(`route ${request.routeOptions.url} declares a feature but has no :clubHash`);
    const enabled = await cache.getOrLoad(String(context.club.id), () => load(context.club.id), context.club.id);
    const required: readonly FeatureCode[] = typeof feature === 'string' ? [feature] : feature;
    if (!required.every((code) => enabled?.has(code))) throw errors.featureDisabled();
  });
});
