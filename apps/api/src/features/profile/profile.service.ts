import { PROFILE_TYPE_CODES, UserProfileResponseSchema, type SubsidyRef } from '@tribuna/contract';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import { errors } from '../../lib/errors';
import { jsonBody } from '../../lib/http';
import type { SignedInContext } from '../../lib/route/request-context';
import { presentUserProfile, type AllowedActions } from './profile.presenter';
import type { ProfileRepository, ProfileRow } from './profile.repository';

/**
 * The signed-in user's own profile (spec 3): every caller may read theirs, the token's subject
 * is the only input. Answers are kept serialized, by user, until a write to a table they read.
 */
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly cache: BoundedCache<string>,
    private readonly allowed: AllowedActions,
    /** The subsidies each manager profile is assigned to (the subsidies feature's public interface). */
    private readonly managed: (profileIds: readonly number[]) => Promise<ReadonlyMap<number, SubsidyRef[]>> = async () => new Map(),
  ) {}

  private async present(rows: ProfileRow[]) {
    const managerIds = rows.flatMap((row) => (row.profileId !== null && row.type === PROFILE_TYPE_CODES.manager ? [row.profileId] : []));
    return presentUserProfile(rows, this.allowed, managerIds.length > 0 ? await this.managed(managerIds) : new Map());
  }

  /** The serialized answer (the contract is enforced once, when the body is made). */
  async read({ actor }: SignedInContext): Promise<string> {
    const { userId, impersonatorId } = actor;
    if (impersonatorId) {
      // Impersonation is rare and its answer names the real actor: read it fresh, never cache it.
      const [rows, impersonator] = await Promise.all([
        this.repository.findWithProfiles(userId),
        this.repository.findActorSummary(impersonatorId),
      ]);
      if (rows.length === 0 || !impersonator) throw errors.unauthenticated();
      return jsonBody(UserProfileResponseSchema, { ...(await this.present(rows)), impersonator });
    }
    const body = await this.cache.getOrLoad(userId, async () => {
      const rows = await this.repository.findWithProfiles(userId);
      return rows.length === 0 ? undefined : jsonBody(UserProfileResponseSchema, await this.present(rows));
    });
    // A valid token for an account that was since disabled or deleted no longer counts.
    if (!body) throw errors.unauthenticated();
    return body;
  }
}
