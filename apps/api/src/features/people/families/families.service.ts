import {
  ACCOUNT_CLAIM_TTL_DAYS,
  ALREADY_HAS_ACCOUNT,
  GUARDIAN_OF_SELF,
  NOT_A_GUARDIAN,
  PROFILE_TYPE_CODES,
  sessionLocaleForClub,
  type GuardianChildrenResponse,
  type HandOverResponse,
} from '@tribuna/contract';
import type { Db } from '../../../db/client';
import { recordAudit, type RequestActor } from '../../../lib/audit';
import { errors } from '../../../lib/errors';
import { enqueueNotification } from '../../../lib/outbox/enqueue';
import type { ClubRow, ClubViewer } from '../../../plugins/club-context.repository';
import { authorize } from '../people.policy';
import { presentPerson, presentPersonSummary } from '../people.presenter';
import { claimExpiry, claimUrl, hashClaimToken, newClaimToken } from './account-claim-token';
import { AccountClaimsRepository } from './account-claims.repository';
import { FamiliesRepository } from './families.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/**
 * Families: guardians linked to children (many to many), the guardian's view of their children
 * (feature records_from_children), and sending a child who comes of age the link to their own
 * account.
 */
export class FamiliesService {
  private readonly repository: FamiliesRepository;
  private readonly claims: AccountClaimsRepository;

  constructor(
    private readonly db: Db,
    private readonly appUrl: string,
  ) {
    this.repository = new FamiliesRepository(db);
    this.claims = new AccountClaimsRepository(db);
  }

  async addGuardian({ club, viewer }: InClub, actor: RequestActor, childHash: string, guardianHash: string, ip: string) {
    authorize(viewer, 'manageFamilies');
    const child = await this.repository.findPerson(club, childHash);
    if (!child) throw errors.notFound();
    const guardian = await this.repository.findPerson(club, guardianHash);
    if (!guardian || guardian.type !== PROFILE_TYPE_CODES.guardian) {
      throw errors.validation([{ field: 'guardian', errors: [NOT_A_GUARDIAN] }]);
    }
    if (guardian.id === child.id || (guardian.userId !== null && guardian.userId === child.userId)) {
      throw errors.validation([{ field: 'guardian', errors: [GUARDIAN_OF_SELF] }]);
    }
    await this.repository.link(guardian, child);
    await recordAudit(this.db, { action: 'guardian.linked', actor, clubId: club.id, target: childHash, metadata: { guardian: guardianHash }, ip });
    return { guardians: (await this.repository.guardiansOf(club, child)).map(presentPersonSummary) };
  }

  async removeGuardian({ club, viewer }: InClub, actor: RequestActor, childHash: string, guardianHash: string, ip: string) {
    authorize(viewer, 'manageFamilies');
    const child = await this.repository.findPerson(club, childHash);
    const guardian = await this.repository.findPerson(club, guardianHash);
    if (!child || !guardian || !(await this.repository.unlink(guardian, child))) throw errors.notFound();
    await recordAudit(this.db, { action: 'guardian.unlinked', actor, clubId: club.id, target: childHash, metadata: { guardian: guardianHash }, ip });
    return { guardians: (await this.repository.guardiansOf(club, child)).map(presentPersonSummary) };
  }

  /** The signed-in guardian's children in a club; the club must have records_from_children. */
  async children(userPublicId: string, clubHash: string): Promise<GuardianChildrenResponse> {
    const context = await this.repository.guardianContext(clubHash, userPublicId);
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
  async handOver({ club, viewer }: InClub, actor: RequestActor, hash: string, email: string, ip: string): Promise<HandOverResponse> {
    authorize(viewer, 'manageFamilies');
    const person = await this.repository.findPerson(club, hash);
    if (!person) throw errors.notFound();
    if (person.userId !== null) throw errors.conflict(ALREADY_HAS_ACCOUNT);
    const token = newClaimToken();
    await this.claims.transaction(async (tx) => {
      await this.claims.issue(club, person, { email, tokenHash: hashClaimToken(token), expiresAt: claimExpiry(), createdBy: viewer.userId }, tx);
      await enqueueNotification(tx, {
        channel: 'email',
        to: email,
        template: 'account-handed-over',
        locale: sessionLocaleForClub(club.locale),
        data: { clubName: club.name, name: person.name, link: claimUrl(this.appUrl, token), days: String(ACCOUNT_CLAIM_TTL_DAYS) },
      });
      await recordAudit(tx, { action: 'person.hand-over.sent', actor, clubId: club.id, target: hash, ip });
    });
    return { sent: true, email };
  }
}
