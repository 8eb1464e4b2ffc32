import {
  PROFILE_TYPE_CODES,
  sessionLocaleForClub,
  type CreateActivityBodySchema,
  type InscriptionBodySchema,
  type JoiningDecisionBodySchema,
  type PaginationQuery,
} from '@tribuna/contract';
import type { z } from 'zod';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { FeesPublic } from '../fees';
import type { JoiningData } from './joining.data';
import { presentActivity, presentClub, presentInscription } from './joining.presenter';
import type { SignUpService } from './sign-up.service';

type Decision = z.output<typeof JoiningDecisionBodySchema>;

/**
 * Activities with places (summer camp, tournament). An inscription holds a place at once (the
 * database never lets `taken` pass `places`) and waits for a manager, like a sign-up: accepting
 * it makes the participant's profile and charges the activity's one-off fee (through fees'
 * interface); refusing gives the place back and tells the family why.
 */
export class ActivitiesService {
  constructor(
    private readonly data: JoiningData,
    private readonly fees: FeesPublic,
    private readonly signUps: SignUpService,
  ) {}

  async create(ctx: ClubRequestContext, body: z.output<typeof CreateActivityBodySchema>) {
    const row = await this.data.write([], async (repos) => {
      const created = await repos.activities.create(ctx.club.id, {
        name: body.name,
        description: body.description,
        price: body.price,
        places: body.places,
        startsOn: body.startsOn ?? null,
        closesAt: body.closesAt ? new Date(body.closesAt) : null,
      });
      await repos.audit.record(ctx, {
        action: 'activity.created',
        target: created.publicId,
        metadata: { places: body.places, price: body.price },
      });
      return created;
    });
    return presentActivity(row);
  }

  async list(ctx: ClubRequestContext, query: PaginationQuery, url: string) {
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.data.read.activities.list(ctx.club.id, page);
    return hydraCollection(url, items.map(presentActivity), total, query.page, query.itemsPerPage);
  }

  async publicList(shortname: string) {
    const club = await this.signUps.club(shortname);
    const rows = await this.data.read.activities.listOpen(club.id);
    return { club: presentClub(club), activities: rows.map(presentActivity) };
  }

  async inscribe(shortname: string, activityHash: string, body: z.output<typeof InscriptionBodySchema>, ip: string) {
    const club = await this.signUps.club(shortname);
    const activity = await this.data.read.activities.find(club.id, activityHash);
    if (!activity) throw errors.notFound();
    if (activity.status !== 'open' || (activity.closesAt !== null && activity.closesAt <= new Date())) {
      throw errors.validation([{ field: 'activity', code: 'activityClosed' }]);
    }
    return this.data.write([], async (repos) => {
      const left = await repos.activities.takePlace(activity.id);
      if (left === undefined) throw errors.validation([{ field: 'activity', code: 'activityFull' }]);
      const hash = await repos.activities.insertInscription(activity, {
        name: body.name,
        surname: body.surname,
        birthDate: body.birthDate,
        dni: body.dni ?? null,
        guardianName: body.guardianName ?? null,
        email: body.email,
        phone: body.phone ?? null,
        locale: sessionLocaleForClub(club.locale),
      });
      await repos.audit.record(
        { actor: null, club, ip },
        { action: 'activity.inscribed', target: hash, metadata: { activity: activity.publicId } },
      );
      return { hash, status: 'pending' as const, placesLeft: left };
    });
  }

  private async activity(ctx: ClubRequestContext, hash: string) {
    const activity = await this.data.read.activities.find(ctx.club.id, hash);
    if (!activity) throw errors.notFound();
    return activity;
  }

  async inscriptions(ctx: ClubRequestContext, activityHash: string, query: PaginationQuery, url: string) {
    const activity = await this.activity(ctx, activityHash);
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const { items, total } = await this.data.read.activities.inscriptions(activity, page);
    return hydraCollection(url, items.map(presentInscription), total, query.page, query.itemsPerPage);
  }

  async decide(ctx: ClubRequestContext, activityHash: string, hash: string, body: Decision) {
    const { club, viewer } = ctx;
    const activity = await this.activity(ctx, activityHash);
    const pending = await this.data.read.activities.findPendingInscription(activity, hash);
    if (!pending) throw errors.notFound();
    const status: 'accepted' | 'refused' = body.decision === 'accept' ? 'accepted' : 'refused';
    await this.data.write(inClub(club.id, ['profiles', 'fee_charges']), async (repos) => {
      let profileId: number | null = null;
      if (status === 'accepted') {
        const person = {
          type: PROFILE_TYPE_CODES.external,
          name: pending.name,
          surname: pending.surname,
          dni: pending.dni,
          email: pending.email,
          phone: pending.phone,
          birthDate: pending.birthDate,
          category: null,
        };
        profileId = (await repos.joining.insertProfile(club.id, person, false)).id;
      }
      const decided = await repos.activities.decideInscription(pending.id, {
        status,
        reviewedBy: viewer.userId,
        reason: body.reason ?? null,
        profileId,
      });
      if (!decided) throw errors.conflict('requestAlreadyDecided');
      if (profileId !== null) {
        // The activity's row is locked: two acceptances at once make one fee, not two.
        const current = await repos.activities.lockedFee(activity.id);
        const feeId = await this.fees.chargeOneOff(repos.tx, {
          clubId: club.id,
          feeId: current,
          name: activity.name,
          amount: activity.price,
          profileId,
          createdBy: viewer.userId,
        });
        if (current === null) await repos.activities.setFee(activity.id, feeId);
      } else {
        await repos.activities.releasePlace(activity.id);
      }
      await repos.notifications.enqueue({
        channel: 'email',
        to: pending.email,
        template: 'joining-decided',
        locale: pending.locale as never,
        data: { clubName: club.name, what: activity.name, decision: status, reason: body.reason ?? '' },
      });
      await repos.audit.record(ctx, {
        action: `activity.inscription.${status}`,
        target: hash,
        metadata: { activity: activity.publicId, reason: body.reason },
      });
    });
    return { hash, status };
  }
}
