import type { TokenResponse } from '@tribuna/contract';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import { hashRefreshToken, type TokenService } from '../../lib/tokens';
import { IMPERSONATION_RULES } from './impersonation.policy';
import { ImpersonationRepository } from './impersonation.repository';

const NO_ACCOUNT = 'This profile has no account to impersonate';
const YOURSELF = 'You cannot impersonate yourself';

/**
 * Impersonation (issue 3 part 9): an access token for the chosen profile's account that names
 * the real person in `act.sub`. No refresh token is issued for it: the session ends when the
 * access token expires (or on DELETE /api/impersonation), and the real person's own refresh
 * cookie is left untouched so they can come back.
 */
export class ImpersonationService {
  private readonly repository: ImpersonationRepository;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {
    this.repository = new ImpersonationRepository(db);
  }

  async start(actor: RequestActor, profileHash: string, ip: string) {
    if (actor.impersonatorId) throw errors.impersonationForbidden();
    const real = await this.repository.findAccount(actor.userId);
    if (!real) throw errors.unauthenticated();
    const impersonator = { admin: real.admin, managedClubIds: await this.repository.managedClubIds(real.id) };
    if (!IMPERSONATION_RULES.start(impersonator)) throw errors.forbidden();

    const profile = await this.repository.findProfile(profileHash);
    if (!profile) throw errors.notFound();
    const target = profile.account;
    if (!target) throw errors.validation([{ field: 'profileHash', errors: [NO_ACCOUNT] }]);
    if (target.id === real.id) throw errors.validation([{ field: 'profileHash', errors: [YOURSELF] }]);
    const memberships = await this.repository.memberships(target.id);
    const allowed = IMPERSONATION_RULES.target(impersonator, {
      admin: target.admin,
      profileClubId: profile.clubId,
      ...memberships,
    });
    if (!allowed) throw errors.forbidden();

    const token = await this.tokens.signImpersonation(target.publicId, real.publicId);
    await recordAudit(this.db, {
      action: 'impersonation.started',
      actorUserId: real.id,
      clubId: profile.clubId,
      target: target.publicId,
      metadata: { profile: profileHash },
      ip,
    });
    return {
      ...this.tokenResponse(token),
      impersonating: { userId: target.publicId, name: target.name, lastname: target.lastname, club: profile.clubHash },
    };
  }

  /** Back to the real person: a fresh token for them; their refresh cookie, if any, still works. */
  async end(actor: RequestActor, refreshCookie: string | undefined, ip: string): Promise<TokenResponse> {
    if (!actor.impersonatorId) throw errors.conflict('You are not impersonating anyone');
    const real = await this.repository.findAccount(actor.impersonatorId);
    if (!real) throw errors.unauthenticated();
    const token = await this.tokens.sign(real.publicId);
    await recordAudit(this.db, { action: 'impersonation.ended', actor, target: actor.userId, ip });
    const refreshExpiry = refreshCookie
      ? await this.repository.refreshExpiry(real.id, hashRefreshToken(refreshCookie))
      : undefined;
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
