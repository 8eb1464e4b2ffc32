import { PROFILE_HEADER, PUBLIC_ID_PATTERN } from '@tribuna/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../cache/change-feed';
import { errors } from '../errors';
import { grantedRole } from '../profile-rights';
import { ActingProfileRepository, type ActingProfileRow } from './acting-profile.repository';
import type { ActingProfile } from './request-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route acts as the profile of the `Profile` header (contract `actingProfile`). */
    actingProfile?: boolean;
  }
  interface FastifyRequest {
    /** Set before the handler of an `actingProfile` route; null elsewhere. */
    actingProfile: ActingProfile | null;
  }
}

const HEADER = PROFILE_HEADER.toLowerCase();

const missing = () => errors.validation([{ field: PROFILE_HEADER, code: 'profileHeaderMissing' }]);
const foreign = () => errors.validation([{ field: PROFILE_HEADER, code: 'profileHeaderForeign' }]);

function headerOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

/**
 * Resolves the `Profile` header of `actingProfile` routes (spec 5) after the club and access
 * checks: it must name one of the caller's enabled profiles in the route's club that grants a
 * role there (a manager profile with the panel off grants none), else 400 naming the header.
 * Admins act only through a profile of their own. Profiles are cached per club and hash (the
 * change feed clears them when profiles change); ownership is checked on every request.
 */
export const actingProfilePlugin = fp<{ db: Db; changes: ChangeFeed }>(async (app, { db, changes }) => {
  const repository = new ActingProfileRepository(db);
  const cache = changes.cache<ActingProfileRow>(['profiles']);
  app.decorateRequest('actingProfile', null);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.actingProfile) return;
    const context = request.clubContext;
    if (!context) throw new Error('actingProfile route without a club context');
    const hash = headerOf(request);
    if (!hash) throw missing();
    // A malformed value names no profile: refused without a query (and never cached).
    if (!PUBLIC_ID_PATTERN.test(hash)) throw foreign();
    const { club, viewer } = context;
    const row = await cache.getOrLoad(`${club.id} ${hash}`, () => repository.find(club.id, hash));
    const role = row && grantedRole(row.type, row.panelAccess);
    if (!row || !role || row.userId !== viewer.userId || !viewer.profileIds.includes(row.id)) throw foreign();
    request.actingProfile = { id: row.id, publicId: row.publicId, role, name: row.name, surname: row.surname };
  });
});
