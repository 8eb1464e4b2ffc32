import type { ClubRole } from '@tribuna/contract';
import type { FastifyRequest } from 'fastify';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
import type { AccessClaims } from '../tokens';

/**
 * The profile a caller acts as on `actingProfile` routes (spec 5: the `Profile` header): one of
 * their own enabled profiles in the route's club that grants a role there.
 */
export type ActingProfile = {
  id: number;
  publicId: string;
  role: ClubRole;
  name: string;
  surname: string;
};

/**
 * Everything a service needs to know about who is asking, built once per request by the
 * plugins (bearer → club context) and handed to services and the audit as one value.
 */
export type RequestContext = {
  /** The token's subject (and the real person behind an impersonation); null on public routes. */
  actor: AccessClaims | null;
  /** The club of `:clubHash`, loaded once; null on routes without a club. */
  club: ClubRow | null;
  /** The caller as seen from that club (admin flag, roles, profile ids); null without a club. */
  viewer: ClubViewer | null;
  /** The profile named by the `Profile` header, on `actingProfile` routes only; null elsewhere. */
  profile: ActingProfile | null;
  ip: string;
};

/** The context of a signed-in route. */
export type SignedInContext = RequestContext & { actor: AccessClaims };
/** The context of a `:clubHash` route: the club and the caller in it are always there. */
export type ClubRequestContext = SignedInContext & { club: ClubRow; viewer: ClubViewer };
/** The context of an `actingProfile` route: the acting profile is always there. */
export type ActingContext = ClubRequestContext & { profile: ActingProfile };

/** Reads the parts the plugins set on the request into one context value. */
export function contextOf(request: FastifyRequest): RequestContext {
  const club = request.clubContext;
  return {
    actor: request.actor,
    club: club?.club ?? null,
    viewer: club?.viewer ?? null,
    profile: request.actingProfile,
    ip: request.ip,
  };
}

/**
 * A public route's context once it knows which account it acts for (a sign-in, a registration,
 * a password reset, a claimed link): the audit then names that account as the one who acted.
 */
export function actingAs<C extends RequestContext>(ctx: C, userPublicId: string): C & { actor: AccessClaims } {
  return { ...ctx, actor: { userId: userPublicId } };
}
