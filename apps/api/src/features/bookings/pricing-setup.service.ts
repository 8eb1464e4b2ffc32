import type { CreatePricingPolicyBody, HydraCollection, PricingPolicy, UpdatePricingPolicyBody } from '@tribuna/contract';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingsData } from './bookings.data';
import { minuteOf, presentPolicy } from './bookings.presenter';
import { calendarIdsInBody, checkBand, checkValidity, idMaps } from './setup-rules';

/** A club's price rules in its booking set-up (issue 13 part 3): member and guest prices by calendar, day and time. */
export class PricingSetupService {
  constructor(private readonly data: BookingsData) {}

  async policies(ctx: ClubRequestContext, url: string): Promise<HydraCollection<PricingPolicy>> {
    const repos = this.data.read;
    const ids = await idMaps(repos, ctx.club.id);
    const rows = await repos.pricingPolicies.list(ctx.club.id);
    return wholeCollection(
      url,
      rows.map((row) => presentPolicy(row, ids)),
    );
  }

  async createPolicy(ctx: ClubRequestContext, body: CreatePricingPolicyBody): Promise<PricingPolicy> {
    checkBand(body.startsAt, body.endsAt);
    checkValidity(body.validFrom, body.validUntil);
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const calendarIds = await calendarIdsInBody(repos, ctx.club.id, body.calendarHashes ?? []);
      const row = await repos.pricingPolicies.insert({
        clubId: ctx.club.id,
        name: body.name,
        calendarIds,
        weekdays: [...new Set(body.weekdays)].sort(),
        startsAt: minuteOf(body.startsAt),
        endsAt: minuteOf(body.endsAt),
        durationMinutes: body.durationMinutes ?? null,
        memberPrice: body.memberPrice,
        guestPrice: body.guestPrice,
        validFrom: body.validFrom ?? null,
        validUntil: body.validUntil ?? null,
      });
      await repos.audit.record(ctx, { action: 'booking.policy.created', target: row.publicId, metadata: { name: row.name } });
      return presentPolicy(row, await idMaps(repos, ctx.club.id));
    });
  }

  async updatePolicy(ctx: ClubRequestContext, policyHash: string, body: UpdatePricingPolicyBody): Promise<PricingPolicy> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.pricingPolicies.byHash(ctx.club.id, policyHash);
      if (!row) throw errors.notFound();
      const ids = await idMaps(repos, ctx.club.id);
      const current = presentPolicy(row, ids);
      checkBand(body.startsAt ?? current.startsAt, body.endsAt ?? current.endsAt);
      checkValidity(
        body.validFrom === undefined ? row.validFrom : body.validFrom,
        body.validUntil === undefined ? row.validUntil : body.validUntil,
      );
      const { calendarHashes, startsAt, endsAt, weekdays, ...rest } = body;
      const updated = await repos.pricingPolicies.update(row.clubId, row.id, {
        ...rest,
        ...(calendarHashes === undefined ? {} : { calendarIds: await calendarIdsInBody(repos, ctx.club.id, calendarHashes) }),
        ...(weekdays === undefined ? {} : { weekdays: [...new Set(weekdays)].sort() }),
        ...(startsAt === undefined ? {} : { startsAt: minuteOf(startsAt) }),
        ...(endsAt === undefined ? {} : { endsAt: minuteOf(endsAt) }),
      });
      await repos.audit.record(ctx, { action: 'booking.policy.updated', target: policyHash, metadata: { fields: Object.keys(body) } });
      return presentPolicy(updated, ids);
    });
  }

  async removePolicy(ctx: ClubRequestContext, policyHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.pricingPolicies.byHash(ctx.club.id, policyHash);
      if (!row) throw errors.notFound();
      await repos.pricingPolicies.remove(row.clubId, row.id);
      await repos.audit.record(ctx, { action: 'booking.policy.removed', target: policyHash });
    });
  }
}
