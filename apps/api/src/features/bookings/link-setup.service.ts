import type { CreateLinkGroupBody, HydraCollection, LinkGroup, UpdateLinkGroupBody } from '@tribuna/contract';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { BOOKING_TABLES } from './booking-tables';
import type { BookingsData } from './bookings.data';
import { presentLink } from './bookings.presenter';
import { calendarIdsInBody, idMaps } from './setup-rules';

/** A club's public booking links in its booking set-up (issue 13 part 4): calendars grouped with their booking rules. */
export class LinkSetupService {
  constructor(private readonly data: BookingsData) {}

  async links(ctx: ClubRequestContext, url: string): Promise<HydraCollection<LinkGroup>> {
    const repos = this.data.read;
    const ids = await idMaps(repos, ctx.club.id);
    const rows = await repos.linkGroups.list(ctx.club.id);
    return wholeCollection(
      url,
      rows.map((row) => presentLink(row, ids)),
    );
  }

  async createLink(ctx: ClubRequestContext, body: CreateLinkGroupBody): Promise<LinkGroup> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const calendarIds = await calendarIdsInBody(repos, ctx.club.id, body.calendarHashes);
      const { calendarHashes: _hashes, ...rest } = body;
      const row = await repos.linkGroups.insert({ clubId: ctx.club.id, ...rest, calendarIds });
      await repos.audit.record(ctx, { action: 'booking.link.created', target: row.publicId, metadata: { name: row.name } });
      return presentLink(row, await idMaps(repos, ctx.club.id));
    });
  }

  async updateLink(ctx: ClubRequestContext, linkHash: string, body: UpdateLinkGroupBody): Promise<LinkGroup> {
    return this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.linkGroups.byHash(ctx.club.id, linkHash);
      if (!row) throw errors.notFound();
      const { calendarHashes, ...rest } = body;
      const updated = await repos.linkGroups.update(row.clubId, row.id, {
        ...rest,
        ...(calendarHashes === undefined ? {} : { calendarIds: await calendarIdsInBody(repos, ctx.club.id, calendarHashes) }),
      });
      await repos.audit.record(ctx, { action: 'booking.link.updated', target: linkHash, metadata: { fields: Object.keys(body) } });
      return presentLink(updated, await idMaps(repos, ctx.club.id));
    });
  }

  async removeLink(ctx: ClubRequestContext, linkHash: string): Promise<void> {
    await this.data.write(inClub(ctx.club.id, BOOKING_TABLES), async (repos) => {
      const row = await repos.linkGroups.byHash(ctx.club.id, linkHash);
      if (!row) throw errors.notFound();
      await repos.linkGroups.remove(row.clubId, row.id);
      await repos.audit.record(ctx, { action: 'booking.link.removed', target: linkHash });
    });
  }
}
