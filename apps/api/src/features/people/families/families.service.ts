import {
  ALREADY_HAS_ACCOUNT,
  GUARDIAN_OF_SELF,
  NOT_A_GUARDIAN,
  PROFILE_TYPE_CODES,
  sessionLocaleForClub,
  type GuardianChildrenResponse,
} from '@tribuna/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { recordAudit, type RequestActor } from '../../../lib/audit';
import { errors } from '../../../lib/errors';
import { enqueueNotification } from '../../../lib/outbox/enqueue';
import { hashPassword } from '../../../lib/passwords';
import { newPublicId } from '../../../lib/ids';
import type { ClubRow, ClubViewer } from '../../../plugins/club-context.repository';
import { authorize } from '../people.policy';
import { presentPerson, presentPersonSummary } from '../people.presenter';
import { FamiliesRepository } from './families.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/**
 * Families: guardians linked to children (many to many), the guardian's view of their children
 * (feature records_from_children), and handing a child who comes of age an account of their own.
 */
export class FamiliesService {
  private readonly repository: FamiliesRepository;

  constructor(
    private readonly db: Db,
    private readonly link: (path: string) => string,
  ) {
    this.repository = new FamiliesRepository(db);
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
   * A child who comes of age gets an account: an existing account with that email is linked,
   * otherwise a new one is made and an invitation to choose a password is sent. The profile
   * keeps its id, so its history (teams, fees, guardians) stays with it.
   */
  async handOver({ club, viewer }: InClub, actor: RequestActor, hash: string, email: string, ip: string) {
    authorize(viewer, 'manageFamilies');
    const person = await this.repository.findPerson(club, hash);
    if (!person) throw errors.notFound();
    if (person.userId !== null) throw errors.conflict(ALREADY_HAS_ACCOUNT);
    const existing = await this.repository.findUserByUsername(email);
    const password = existing ? null : await hashPassword(randomBytes(24).toString('base64url'));
    const accountCreated = await this.repository.transaction(async (tx) => {
      let userId = existing?.id;
      if (userId === undefined) {
        userId = await this.repository.insertUser(
          { publicId: newPublicId(), username: email, email, passwordHash: password!, name: person.name, lastname: person.surname, identification: person.dni, phone: person.phone },
          tx,
        );
      } else if (await this.repository.hasProfileOfType(club, userId, person.type, tx)) {
        throw errors.profileExists();
      }
      if (!(await this.repository.attachAccount(club, person, userId, email, tx))) throw errors.conflict(ALREADY_HAS_ACCOUNT);
      if (!existing) {
        await enqueueNotification(tx, {
          channel: 'email',
          to: email,
          template: 'account-handed-over',
          locale: sessionLocaleForClub(club.locale),
          data: { clubName: club.name, name: person.name, link: this.link(`/auth/password/recover?username=${encodeURIComponent(email)}`) },
          userId,
        });
      }
      await recordAudit(tx, { action: 'person.handed-over', actor, clubId: club.id, target: hash, metadata: { accountCreated: !existing }, ip });
      return !existing;
    });
    const updated = await this.repository.findPerson(club, hash);
    return { person: presentPerson(updated!), accountCreated };
  }
}
