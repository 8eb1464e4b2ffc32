import type { ClubRole } from '@tribuna/contract';
import type { RequestContext } from '../route/request-context';
import { ADMIN_ROLE, flagsGrant, rolesGrant, type Capability, type ProfileFlag } from './roles';

/**
 * Who asks, as the policies see them: the request context's viewer. In a club, the roles the
 * caller's granting profiles hold there (lib/profile-rights); on routes without a club, none.
 */
export type Actor = {
  /** The platform role (`users.admin`): the same in every club. */
  admin: boolean;
  roles: readonly ClubRole[];
  /** Roles the caller's profiles in the club hold through a flag (the door controller). */
  flags?: readonly ProfileFlag[];
  /** The caller's granting profiles in the club at hand. */
  profileIds?: readonly number[];
  /** The profile the caller acts as (the `Profile` header), on acting-profile routes. */
  profile?: { id: number; role: ClubRole } | null;
};

/** Whether the actor holds `capability` here: through the admin flag, a role or a profile flag in the club. */
export const holds = (actor: Actor, capability: Capability): boolean =>
  (actor.admin && ADMIN_ROLE.capabilities.includes(capability)) ||
  rolesGrant(actor.roles, capability) ||
  flagsGrant(actor.flags ?? [], capability);

/** The actor of a club request: the viewer loaded by the club context, and the acting profile if any. */
export const actorOf = (ctx: Pick<RequestContext, 'viewer' | 'profile'> & { viewer: NonNullable<RequestContext['viewer']> }): Actor => ({
  admin: ctx.viewer.admin,
  roles: ctx.viewer.roles,
  flags: ctx.viewer.flags ?? [],
  profileIds: ctx.viewer.profileIds,
  profile: ctx.profile ? { id: ctx.profile.id, role: ctx.profile.role } : null,
});
