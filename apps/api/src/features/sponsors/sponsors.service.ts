import {
  SPONSOR_CLICK_DAYS,
  SPONSORS_MAX,
  SponsorListSchema,
  type CreateSponsorBody,
  type ReorderSponsorsBody,
  type Sponsor,
  type SponsorClicks,
  type SponsorList,
  type UpdateSponsorBody,
} from '@tribuna/contract';
import { createHash } from 'node:crypto';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { jsonBody } from '../../lib/http';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { FileStorage } from '../../lib/uploads/file-storage';
import { normaliseLogo } from '../../lib/uploads/image';
import type { SponsorsData, SponsorsRepositories } from './sponsors.data';
import { presentSponsor, sponsorImageUrl } from './sponsors.presenter';
import { SPONSOR_TABLES } from './sponsor-tables';
import type { SponsorRow } from './sponsors.repository';

/** Clubs have no time zone of their own yet (the bookings issue adds it): Spain's. */
const CLUB_TIME_ZONE = 'Europe/Madrid';

const keyOf = (clubHash: string, sponsorHash: string) => `sponsor-logos/${clubHash}/${sponsorHash}.webp`;
const versionOf = (image: string | null) => (image ? new URL(image, 'http://x').searchParams.get('v') : null);
const list = (url: string, rows: SponsorRow[]): SponsorList => wholeCollection(url, rows.map(presentSponsor));

/** Days from `first` to `last` (YYYY-MM-DD), both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Sponsors (issue 11 part 1). Access is declared on the routes (`sponsors.manage`; the list, the
 * logos and the counted links are public); here stay the object checks (the sponsor is the
 * club's) and the order: positions 0…n-1, rewritten in one transaction under the club's lock so
 * concurrent edits never leave gaps or duplicates.
 */
export class SponsorsService {
  constructor(
    private readonly data: SponsorsData,
    private readonly storage: FileStorage,
    /** The public list's bodies by URL (which names the club), cleared by any write to the club's sponsors. */
    private readonly lists?: BoundedCache<string>,
  ) {}

  /**
   * Public: anyone may read a club's sponsors (the portal shows them). The list as its JSON body,
   * kept between requests (issue 26 part 5: one read per change, not per visit).
   */
  async listBody(clubHash: string, url: string): Promise<string> {
    const club = await this.clubOf(clubHash);
    const load = async () => jsonBody(SponsorListSchema, list(url, await this.data.read.sponsors.list(club.id)));
    return this.lists ? this.lists.getOrLoad(url, load, club.id) : load();
  }

  async create(ctx: ClubRequestContext, body: CreateSponsorBody): Promise<Sponsor> {
    return this.data.write(inClub(ctx.club.id, SPONSOR_TABLES), async (repos) => {
      await repos.sponsors.lockClubList(ctx.club.id);
      const rows = await repos.sponsors.list(ctx.club.id);
      if (rows.length >= SPONSORS_MAX) throw errors.validation([{ field: 'name', code: 'tooManySponsors' }]);
      const created = await repos.sponsors.insert({ clubId: ctx.club.id, name: body.name, url: body.url ?? null, position: rows.length });
      if (body.order !== undefined) await this.move(repos, [...rows, created], created, body.order);
      await repos.audit.record(ctx, { action: 'sponsor.created', target: created.publicId, metadata: { name: body.name } });
      return presentSponsor((await repos.sponsors.find(ctx.club.id, created.publicId))!);
    });
  }

  async update(ctx: ClubRequestContext, sponsorHash: string, body: UpdateSponsorBody): Promise<Sponsor> {
    return this.data.write(inClub(ctx.club.id, SPONSOR_TABLES), async (repos) => {
      await repos.sponsors.lockClubList(ctx.club.id);
      const row = await this.sponsorOf(repos, ctx, sponsorHash);
      const values = { ...(body.name === undefined ? {} : { name: body.name }), ...(body.url === undefined ? {} : { url: body.url }) };
      let updated = Object.keys(values).length ? await repos.sponsors.update(row, values) : row;
      if (body.order !== undefined) {
        await this.move(repos, await repos.sponsors.list(ctx.club.id), updated, body.order);
        updated = (await repos.sponsors.find(ctx.club.id, sponsorHash))!;
      }
      await repos.audit.record(ctx, { action: 'sponsor.updated', target: sponsorHash, metadata: { fields: Object.keys(body) } });
      return presentSponsor(updated);
    });
  }

  /** The whole list in a new order, in one transaction: every sponsor named once, or nothing changes. */
  async reorder(ctx: ClubRequestContext, body: ReorderSponsorsBody, url: string): Promise<SponsorList> {
    return this.data.write(inClub(ctx.club.id, SPONSOR_TABLES), async (repos) => {
      await repos.sponsors.lockClubList(ctx.club.id);
      const rows = await repos.sponsors.list(ctx.club.id);
      const byHash = new Map(rows.map((row) => [row.publicId, row]));
      const named = body.order.map((hash) => byHash.get(hash));
      if (named.length !== rows.length || new Set(body.order).size !== rows.length || named.some((row) => !row)) {
        throw errors.validation([{ field: 'order', code: 'sponsorOrderMismatch' }]);
      }
      await repos.sponsors.setPositions(named.map((row) => row!.id));
      await repos.audit.record(ctx, { action: 'sponsors.reordered', target: ctx.club.publicId });
      return list(url, await repos.sponsors.list(ctx.club.id));
    });
  }

  async remove(ctx: ClubRequestContext, sponsorHash: string): Promise<void> {
    const removed = await this.data.write(inClub(ctx.club.id, SPONSOR_TABLES), async (repos) => {
      await repos.sponsors.lockClubList(ctx.club.id);
      const row = await this.sponsorOf(repos, ctx, sponsorHash);
      await repos.sponsors.remove(row);
      // The others close the gap.
      await repos.sponsors.setPositions((await repos.sponsors.list(ctx.club.id)).map((other) => other.id));
      await repos.audit.record(ctx, { action: 'sponsor.removed', target: sponsorHash, metadata: { name: row.name } });
      return row;
    });
    if (removed.image) await this.storage.delete(keyOf(ctx.club.publicId, sponsorHash));
  }

  async uploadImage(ctx: ClubRequestContext, sponsorHash: string, read: () => Promise<Buffer | undefined>): Promise<Sponsor> {
    const row = await this.sponsorOf(this.data.read, ctx, sponsorHash);
    const input = await read();
    if (!input) throw errors.validation([{ field: 'file', code: 'imageMissing' }]);
    const logo = await normaliseLogo(input);
    if (!logo) throw errors.validation([{ field: 'file', code: 'notAnImage' }]);
    await this.storage.put(keyOf(ctx.club.publicId, sponsorHash), logo);
    const version = createHash('sha256').update(logo).digest('base64url').slice(0, 12);
    return this.data.write(inClub(ctx.club.id, SPONSOR_TABLES), async (repos) => {
      const updated = await repos.sponsors.update(row, { image: sponsorImageUrl(ctx.club.publicId, sponsorHash, version) });
      await repos.audit.record(ctx, { action: 'sponsor.image.updated', target: sponsorHash });
      return presentSponsor(updated);
    });
  }

  /** Public: the stored logo and whether the requested version is the current one. */
  async image(clubHash: string, sponsorHash: string, requestedVersion: string | undefined) {
    const club = await this.clubOf(clubHash);
    const row = await this.data.read.sponsors.find(club.id, sponsorHash);
    const current = versionOf(row?.image ?? null);
    if (!row || !current) throw errors.notFound();
    const data = await this.storage.get(keyOf(clubHash, sponsorHash));
    if (!data) throw errors.notFound();
    return { data, current: requestedVersion === current };
  }

  /**
   * Public: where to send the visitor, always the sponsor's stored address (looked up within the
   * club, never taken from the request); counts one click for today when `counts` says so.
   */
  async visit(clubHash: string, sponsorHash: string, counts: (sponsorId: number) => Promise<boolean>): Promise<string> {
    const club = await this.clubOf(clubHash);
    const row = await this.data.read.sponsors.find(club.id, sponsorHash);
    if (!row?.url) throw errors.notFound();
    if (await counts(row.id)) await this.data.read.sponsors.countClick(row.id, CLUB_TIME_ZONE);
    return row.url;
  }

  /** Clicks per sponsor and day over the last 30 days, zeros included, oldest first. */
  async clicks(ctx: ClubRequestContext, url: string): Promise<SponsorClicks> {
    const repos = this.data.read;
    const rows = await repos.sponsors.list(ctx.club.id);
    const today = await repos.sponsors.today(CLUB_TIME_ZONE);
    const first = new Date(`${today}T00:00:00Z`);
    first.setUTCDate(first.getUTCDate() - (SPONSOR_CLICK_DAYS - 1));
    const days = daysBetween(first.toISOString().slice(0, 10), today);
    const counts = new Map<string, number>();
    for (const click of await repos.sponsors.clicksSince(
      rows.map((row) => row.id),
      days[0]!,
    )) {
      counts.set(`${click.sponsorId} ${click.day}`, click.clicks);
    }
    const series = rows.map((row) => {
      const clicks = days.map((day) => counts.get(`${row.id} ${day}`) ?? 0);
      return { sponsorHash: row.publicId, clicks, total: clicks.reduce((sum, n) => sum + n, 0) };
    });
    return { ...wholeCollection(url, series), days };
  }

  /** Puts `row` at `order` among `rows` (clamped to the end) and renumbers them all. */
  private async move(repos: SponsorsRepositories, rows: SponsorRow[], row: SponsorRow, order: number): Promise<void> {
    const others = rows.filter((other) => other.id !== row.id);
    const at = Math.min(order, others.length);
    await repos.sponsors.setPositions([...others.slice(0, at).map((r) => r.id), row.id, ...others.slice(at).map((r) => r.id)]);
  }

  private async sponsorOf(
    repos: Pick<SponsorsRepositories, 'sponsors'>,
    ctx: ClubRequestContext,
    sponsorHash: string,
  ): Promise<SponsorRow> {
    const row = await repos.sponsors.find(ctx.club.id, sponsorHash);
    if (!row) throw errors.notFound();
    return row;
  }

  private async clubOf(clubHash: string) {
    const club = await this.data.read.sponsors.club(clubHash);
    if (!club) throw errors.notFound();
    return club;
  }
}
