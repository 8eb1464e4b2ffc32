import type { TokenResponse } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { SignedInContext } from '../../lib/route/request-context';
import { hashRefreshToken, type TokenService } from '../../lib/tokens';
import type { ImpersonationData } from './impersonation.data';
import { IMPERSONATION_RULES } from './impersonation.policy';

/**
 * Impersonation (issue 3 part 9): an access token for the chosen profile's account that names
 * the real person in `act.sub`. No refresh token is issued for it: the session ends when the
 * access token expires (or on DELETE /api/impersonation), and the real person's own refresh
 * cookie is left untouched so they can come back.
 *
 * The routes only need a token: who may impersonate whom depends on the clubs both people
 * belong to (IMPERSONATION_RULES), not on a role in one club, so it is decided here.
 */
export class ImpersonationService {
  constructor(
    private readonly data: ImpersonationData,
    private readonly tokens: TokenService,
  ) {}

  async start(ctx: SignedInContext, profileHash: string) {
    const repository = this.data.read.impersonation;
    // The route refuses impersonation tokens already (forbidWhileImpersonating); kept as a guard.
    if (ctx.actor.impersonatorId) throw errors.impersonationForbidden();
    const real = await repository.findAccount(ctx.actor.userId);
    if (!real) throw errors.unauthenticated();
    const impersonator = { admin: real.admin, managedClubIds: await repository.managedClubIds(real.id) };
    if (!IMPERSONATION_RULES.start(impersonator)) throw errors.forbidden();

    const profile = await repository.findProfile(profileHash);
    if (!profile) throw errors.notFound();
    const target = profile.account;
    if (!target) throw errors.validation([{ field: 'profileHash', code: 'noAccountToImpersonate' }]);
    if (target.id === real.id) throw errors.validation([{ field: 'profileHash', code: 'cannotImpersonateSelf' }]);
    const memberships = await repository.memberships(target.id);
    const allowed = IMPERSONATION_RULES.target(impersonator, {
      admin: target.admin,
      profileClubId: profile.club.id,
      ...memberships,
    });
    if (!allowed) throw errors.forbidden();

    const token = await this.tokens.signImpersonation(target.publicId, real.publicId);
    // Recorded in the club of the picked profile (the request names none).
    await this.data.read.audit.record(
      { ...ctx, club: profile.club },
      { action: 'impersonation.started', target: target.publicId, metadata: { profile: profileHash } },
    );
    return {
      ...this.tokenResponse(token),
      impersonating: { userId: target.publicId, name: target.name, lastname: target.lastname, club: profile.club.publicId },
    };
  }

  /** Back to the real person: a fresh token for them; their refresh cookie, if any, still works. */
  async end(ctx: SignedInContext, refreshCookie: string | undefined): Promise<TokenResponse> {
    const { actor } = ctx;
    if (!actor.impersonatorId) throw errors.conflict('notImpersonating');
    const repository = this.data.read.impersonation;
    const real = await repository.findAccount(actor.impersonatorId);
    if (!real) throw errors.unauthenticated();
    const token = await this.tokens.sign(real.publicId);
    // Recorded in the club where it started, so the club's audit log shows both ends.
    const club = await repository.startedInClub(real.id, actor.userId);
    await this.data.read.audit.record({ ...ctx, club }, { action: 'impersonation.ended', target: actor.userId });
    const refreshExpiry = refreshCookie ? await repository.refreshExpiry(real.id, hashRefreshToken(refreshCookie)) : undefined;
    return this.tokenResponse(token, refreshExpiry);
  }

  private tokenResponse(token: string, refreshExpiry?: Date): TokenResponse {
    const accessExpiry = Math.floor(Date.now() / 1000) + this.tokens.ttlSeconds;
    return {
      token,
      token_ttl: this.tokens.ttlSeconds,
      // Without a refresh token the session lasts as long as the access token.
      refresh_token_expiration: refreshExpiry ? Math.floor(refreshExpiry.getTime() / 1000) : accessExpiry,
    };
  }
}
