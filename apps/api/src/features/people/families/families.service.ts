import { PROFILE_TYPE_CODES, type GuardianChildrenResponse, type HandOverResponse } from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import type { ClubRequestContext, SignedInContext } from '../../../lib/route/request-context';
import type { PeopleData } from '../people.data';
import { presentPerson, presentPersonSummary } from '../people.presenter';
import { issueAccountLink } from './account-link';

/**
 * Families: guardians linked to children (many to many), the guardian's view of their children
 * (feature records_from_children), and sending a child who comes of age the link to their own
 * account. The manager routes declare `people.manageFamilies`, checked before these methods
 * run; the methods keep the checks on objects (both people are the club's, the guardian is one).
 */
export class FamiliesService {
  constructor(
    private readonly data: PeopleData,
    private readonly appUrl: string,
  ) {}

  private get repository() {
    return this.data.read.families;
  }

  async addGuardian(ctx: ClubRequestContext, childHash: string, guardianHash: string) {
    const { club } = ctx;
    const child = await this.repository.findPerson(club, childHash);
    if (!child) throw errors.notFound();
    const guardian = await this.repository.findPerson(club, guardianHash);
    if (!guardian || guardian.type !== PROFILE_TYPE_CODES.guardian) {
      throw errors.validation([{ field: 'guardian', code: 'notAGuardian' }]);
    }
    if (guardian.id === child.id || (guardian.userId !== null && guardian.userId === child.userId)) {
      throw errors.validation([{ field: 'guardian', code: 'guardianOfSelf' }]);
    }
    await this.data.write(['guardianships'], async (repos) => {
      await repos.families.link(guardian, child);
      await repos.audit.record(ctx, { action: 'guardian.linked', target: childHash, metadata: { guardian: guardianHash } });
    });
    return { guardians: (await this.repository.guardiansOf(club, child)).map(presentPersonSummary) };
  }

  async removeGuardian(ctx: ClubRequestContext, childHash: string, guardianHash: string) {
    const { club } = ctx;
    const child = await this.repository.findPerson(club, childHash);
    const guardian = await this.repository.findPerson(club, guardianHash);
    if (!child || !guardian) throw errors.notFound();
    await this.data.write(['guardianships'], async (repos) => {
      if (!(await repos.families.unlink(guardian, child))) throw errors.notFound();
      await repos.audit.record(ctx, { action: 'guardian.unlinked', target: childHash, metadata: { guardian: guardianHash } });
    });
    return { guardians: (await this.repository.guardiansOf(club, child)).map(presentPersonSummary) };
  }

  /**
   * The signed-in guardian's children in a club; the club must have records_from_children. The
   * route only declares 'signed-in': the club is named in the query, so who may read it (a
   * guardian of that club) and the feature are judged here.
   */
  async children({ actor }: SignedInContext, clubHash: string): Promise<GuardianChildrenResponse> {
    const context = await this.repository.guardianContext(clubHash, actor.userId);
    if (!context) throw errors.notFound();
    if (context.guardianProfileIds.length === 0) throw errors.forbidden();
    if (!context.features.includes('records_from_children')) throw errors.featureDisabled();
    const { club } = context;
    const children = await this.repository.childrenOf(club, context.guardianProfileIds);
    return {
      club: { hash: club.publicId, name: club.name, image: club.image },
      children: children.map(({ child, profiles }) => ({ ...presentPerson(child), profiles: profiles.map(presentPersonSummary) })),
    };
  }

  /**
   * A child who comes of age gets their own account, but only through the owner of the address:
   * this emails a single-use link (a newer link replaces an older one) and changes nothing else.
   * Whoever opens it signs in as that address or chooses a password (AccountClaimsService), so a
   * manager cannot attach a record, or its phone, to an account of their choosing. The answer
   * and the writes are the same whether or not the address has an account.
   */
  async handOver(ctx: ClubRequestContext, hash: string, email: string): Promise<HandOverResponse> {
    // The link, its email and the audit row commit together; no watched table changes.
    await this.data.write([], (repos) => issueAccountLink(repos, ctx, hash, email, this.appUrl));
    return { sent: true, email };
  }
}
