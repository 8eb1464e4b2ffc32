import {
  ageOn,
  ADULT_AGE,
  categoryOn,
  isUiLocale,
  PROFILE_TYPE_CODES,
  sessionLocaleForClub,
  type JoiningDecisionBodySchema,
  type JoiningRequestBodySchema,
  type PaginationQuery,
} from '@tribuna/contract';
import type { z } from 'zod';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { FeesPublic } from '../fees';
import type { PeoplePublic } from '../people';
import type { JoiningData, JoiningRepositories } from './joining.data';
import { presentClub, presentJoiningRequest } from './joining.presenter';
import type { JoiningClub, JoiningRequestRow } from './joining.repository';

type SignUp = z.output<typeof JoiningRequestBodySchema>;
type Decision = z.output<typeof JoiningDecisionBodySchema>;
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

/**
 * Public sign-ups (spec 3: the profile is a pre-enrolment until accepted) and their review.
 * Accepting makes the profiles active, creates the plan's charges, stores the mandate (through
 * fees' interface) and enqueues the account link's e-mail (people's hand-over) in one transaction.
 */
export class SignUpService {
  constructor(
    private readonly data: JoiningData,
    private readonly fees: FeesPublic,
    private readonly people: PeoplePublic,
    private readonly appUrl: string,
  ) {}

  async club(shortname: string): Promise<JoiningClub> {
    const club = await this.data.read.joining.clubByShortname(shortname);
    if (!club) throw errors.notFound();
    return club;
  }

  async form(shortname: string) {
    const club = await this.club(shortname);
    const { seasonStartsOn, plans } = await this.fees.openPlans(club.id);
    return { club: presentClub(club), seasonStartsOn, plans: plans.map(({ id: _id, ...plan }) => plan) };
  }

  async request(shortname: string, body: SignUp, ip: string) {
    const club = await this.club(shortname);
    const { seasonStartsOn, plans } = await this.fees.openPlans(club.id);
    const plan = plans.find((row) => row.hash === body.plan);
    const day = seasonStartsOn ?? today();
    const adult = ageOn(body.birthDate, today()) >= ADULT_AGE;
    // A plan of another audience, or for categories the person's age is not in: not open to them.
    if (
      !plan ||
      plan.audience !== body.audience ||
      (plan.categories.length > 0 && !plan.categories.includes(categoryOn(body.birthDate, day)))
    ) {
      throw errors.validation([{ field: 'plan', code: 'planNotOpen' }]);
    }
    if (!body.forChild && !adult) throw errors.validation([{ field: 'birthDate', code: 'guardianNeeded' }]);
    const type = PROFILE_TYPE_CODES[body.audience === 'partner' ? 'member' : 'player'];
    // The same account check as the member's mandate form (a SEPA country, the BIC of its country).
    const account = body.mandate
      ? this.fees.checkAccount(body.mandate.iban, body.mandate.bic, { ibanField: 'mandate.iban', bicField: 'mandate.bic' })
      : null;
    const repository = this.data.read.joining;
    if (body.dni && (await repository.dniTaken(club.id, type, body.dni))) throw errors.validation([{ field: 'dni', code: 'duplicateDni' }]);
    const person = {
      type,
      name: body.name,
      surname: body.surname,
      dni: body.dni ?? null,
      email: body.forChild ? null : body.email,
      phone: body.forChild ? null : (body.phone ?? null),
      birthDate: body.birthDate,
      category: categoryOn(body.birthDate, day),
    };
    const locale = sessionLocaleForClub(club.locale);
    const hash = await this.data.write(inClub(club.id, ['profiles', 'fee_charges']), async (repos) => {
      const profile = await repos.joining.insertProfile(club.id, person, true);
      let guardianId: number | null = null;
      if (body.forChild && body.guardian) {
        const guardian = {
          type: PROFILE_TYPE_CODES.guardian,
          ...body.guardian,
          email: body.email,
          phone: body.phone ?? null,
          birthDate: null,
          category: null,
        };
        guardianId = (await repos.joining.insertProfile(club.id, guardian, true)).id;
        await repos.joining.linkGuardian(guardianId, profile.id);
      }
      const mandate =
        account && body.mandate ? { holderName: body.mandate.holderName, ...account, acceptedAt: new Date().toISOString() } : null;
      const created = await repos.joining.insertRequest({
        clubId: club.id,
        profileId: profile.id,
        guardianProfileId: guardianId,
        planId: plan.id,
        email: body.email,
        phone: body.phone ?? null,
        locale,
        mandate,
      });
      // The managers hear of it as of any pre-enrolment, with a link to the review page.
      const link = new URL(`/dashboard/manager/${club.publicId}/persons/pre-enrolments`, `${this.appUrl}/`).toString();
      for (const manager of await repos.joining.managers(club.id)) {
        await repos.notifications.enqueue({
          channel: 'email',
          to: manager.email,
          template: 'pre-enrollment-requested',
          locale: isUiLocale(manager.locale) ? manager.locale : locale,
          data: { personName: `${body.name} ${body.surname}`, personEmail: body.email, clubName: club.name, link },
          userId: manager.id,
        });
      }
      await repos.audit.record({ actor: null, club, ip }, { action: 'joining.requested', target: created, metadata: { plan: plan.hash } });
      return created;
    });
    return { hash, status: 'pending' as const };
  }

  async list(ctx: ClubRequestContext, query: PaginationQuery, url: string) {
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.data.read.joining.listPending(ctx.club.id, page);
    // A child's sign-up under an existing guardian's e-mail joins that family on acceptance: say whose.
    const children = items.filter((row) => row.guardianProfileId !== null);
    const guardians = await this.data.read.joining.accountGuardians(
      ctx.club.id,
      children.map((row) => row.email),
    );
    const present = (row: (typeof items)[number]) =>
      presentJoiningRequest(row, row.guardianProfileId === null ? null : (guardians.get(row.email.toLowerCase()) ?? null));
    return hydraCollection(url, items.map(present), total, query.page, query.itemsPerPage);
  }

  async decide(ctx: ClubRequestContext, hash: string, body: Decision) {
    const { club, viewer } = ctx;
    const pending = await this.data.read.joining.findPending(club.id, hash);
    if (!pending) throw errors.notFound();
    const status: 'accepted' | 'refused' = body.decision === 'accept' ? 'accepted' : 'refused';
    const profileIds = [pending.profileId, pending.guardianProfileId].filter((id): id is number => id !== null);
    await this.data.write(inClub(club.id, ['profiles', 'fee_charges']), async (repos) => {
      if (!(await repos.joining.decide(pending.id, status, viewer.userId, body.reason ?? null)))
        throw errors.conflict('requestAlreadyDecided');
      if (status === 'accepted') {
        await this.accept(repos, ctx, pending);
      } else {
        await repos.joining.removePreEnrolled(club.id, profileIds);
        await repos.notifications.enqueue({
          channel: 'email',
          to: pending.email,
          template: 'joining-decided',
          locale: pending.locale as never,
          data: { clubName: club.name, what: club.name, decision: 'refused', reason: body.reason ?? '' },
        });
        await repos.audit.record(ctx, { action: 'joining.refused', target: hash, metadata: { reason: body.reason } });
      }
    });
    return { hash, status };
  }

  /**
   * An acceptance's writes, in the decision's transaction: the profiles active, the plan's charges
   * and the mandate (fees), and the e-mail as an outbox row of this transaction (sent if and only
   * if the acceptance commits). A child's sign-up under the e-mail of an account that is already a
   * guardian in the club joins that guardian: the child goes under their one guardian profile (one
   * per account, club and role) and the form's copy of the guardian goes; they sign in as always,
   * so they are told of the acceptance instead of being sent an account link.
   */
  private async accept(repos: JoiningRepositories, ctx: ClubRequestContext, pending: JoiningRequestRow) {
    const { club, viewer } = ctx;
    const child = pending.guardianProfileId === null ? null : { id: pending.profileId!, formGuardian: pending.guardianProfileId };
    const known = child ? await repos.joining.accountGuardian(club.id, pending.email) : undefined;
    if (child && known) {
      await repos.joining.linkGuardian(known.id, child.id);
      await repos.joining.setGuardian(pending.id, known.id);
      await repos.joining.removePreEnrolled(club.id, [child.formGuardian]);
      await repos.joining.activate(club.id, [child.id]);
    } else {
      await repos.joining.activate(
        club.id,
        [pending.profileId, pending.guardianProfileId].filter((id): id is number => id !== null),
      );
    }
    const charges =
      pending.planId === null
        ? 0
        : await this.fees.enrolInPlan(repos.tx, {
            clubId: club.id,
            planId: pending.planId,
            profileId: pending.profileId!,
            createdBy: viewer.userId,
          });
    const mandate = pending.mandate
      ? await this.fees.storeMandate(repos.tx, {
          clubId: club.id,
          profileId: pending.profileId!,
          ...pending.mandate,
          acceptedAt: new Date(pending.mandate.acceptedAt),
          createdBy: viewer.userId,
        })
      : null;
    if (known) {
      await repos.notifications.enqueue({
        channel: 'email',
        to: pending.email,
        template: 'joining-decided',
        locale: pending.locale as never,
        data: { clubName: club.name, what: pending.planName ?? club.name, decision: 'accepted', reason: '' },
      });
    } else {
      // The account link goes to whoever signed up: the guardian for a child, else the person.
      const holder =
        pending.guardianProfileId !== null ? await repos.joining.profileHash(club.id, pending.guardianProfileId) : pending.profileHash;
      if (holder) await this.people.sendAccountLink(repos.tx, ctx, holder, pending.email);
    }
    const guardian = known?.hash ?? null;
    await repos.audit.record(ctx, { action: 'joining.accepted', target: pending.hash, metadata: { charges, mandate, guardian } });
  }
}
