import type {
  CreatePlanBody,
  CreateSeasonBody,
  Plan,
  PlanList,
  Season,
  SeasonList,
  UpdatePlanBody,
  UpdateSeasonBody,
} from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { FeesData, FeesRepositories } from '../fees.data';
import { presentPlan, presentSeason } from './plans.presenter';
import type { PlanValues } from './plans.repository';
import type { SeasonRow } from './seasons.repository';

/** Where the current season is written (clubs) and read by caches. */
const WRITES = ['clubs'] as const;

/**
 * Seasons and membership plans (issue 23 part 1). Access is declared on the routes
 * (`fees.manage`); here stay the object checks (the season or plan is the club's, a closed
 * season's plans stay as they were) and the club's current season, recomputed in the same
 * transaction as every season change.
 */
export class PlansService {
  constructor(private readonly data: FeesData) {}

  async seasons(ctx: ClubRequestContext, url: string): Promise<SeasonList> {
    const rows = await this.data.read.seasons.list(ctx.club.id);
    const current = rows.find((row) => row.status === 'open') ?? null;
    return wholeCollection(
      url,
      rows.map((row) => presentSeason(row, current?.id ?? null)),
    );
  }

  async createSeason(ctx: ClubRequestContext, body: CreateSeasonBody): Promise<Season> {
    return this.data.write(WRITES, async (repos) => {
      await repos.seasons.lockClub(ctx.club.id);
      const values = { name: body.name, startsOn: body.startsOn, endsOn: body.endsOn, graceDays: body.graceDays };
      const created = await repos.seasons.insert(ctx.club.id, values);
      if (!created) throw errors.validation([{ field: 'name', code: 'seasonNameTaken' }]);
      const previous = await repos.seasons.latestBefore(ctx.club.id, body.startsOn);
      const copied = previous && body.copyPlans !== false ? await repos.plans.copySeason(ctx.club.id, previous.id, created.id) : 0;
      await repos.seasons.syncClubSeason(ctx.club.id);
      await repos.audit.record(ctx, {
        action: 'season.created',
        target: created.publicId,
        metadata: { name: created.name, copiedFrom: previous?.publicId ?? null, copiedPlans: copied },
      });
      return this.seasonOut(repos, ctx, created);
    });
  }

  async updateSeason(ctx: ClubRequestContext, seasonHash: string, body: UpdateSeasonBody): Promise<Season> {
    return this.data.write(WRITES, async (repos) => {
      await repos.seasons.lockClub(ctx.club.id);
      const row = await this.seasonOf(repos, ctx, seasonHash);
      const updated = await repos.seasons.update(row, body);
      if (!updated) throw errors.validation([{ field: 'name', code: 'seasonNameTaken' }]);
      await repos.seasons.syncClubSeason(ctx.club.id);
      await repos.audit.record(ctx, {
        action: 'season.updated',
        target: seasonHash,
        metadata: { before: { name: row.name, status: row.status, graceDays: row.graceDays }, after: body },
      });
      return this.seasonOut(repos, ctx, updated);
    });
  }

  async plans(ctx: ClubRequestContext, seasonHash: string, url: string): Promise<PlanList> {
    const season = await this.seasonOf(this.data.read, ctx, seasonHash);
    const rows = await this.data.read.plans.listOfSeason(ctx.club.id, season.id);
    return wholeCollection(
      url,
      rows.map((row) => presentPlan(row, seasonHash)),
    );
  }

  async createPlan(ctx: ClubRequestContext, seasonHash: string, body: CreatePlanBody): Promise<Plan> {
    return this.data.write([], async (repos) => {
      const season = await this.openSeasonOf(repos, ctx, seasonHash);
      const values: PlanValues = {
        name: body.name,
        description: body.description ?? '',
        audience: body.audience,
        categories: body.categories ?? [],
        price: body.price,
        period: body.period ?? 'season',
        instalments: body.instalments ?? 1,
        siblingDiscountPercent: body.siblingDiscountPercent ?? 0,
        familyDiscountPercent: body.familyDiscountPercent ?? 0,
        openToNewMembers: body.openToNewMembers ?? true,
      };
      const created = await repos.plans.insert(ctx.club.id, season.id, values);
      if (!created) throw errors.validation([{ field: 'name', code: 'planNameTaken' }]);
      await repos.audit.record(ctx, { action: 'plan.created', target: created.publicId, metadata: { after: values } });
      return presentPlan(created, seasonHash);
    });
  }

  async updatePlan(ctx: ClubRequestContext, planHash: string, body: UpdatePlanBody): Promise<Plan> {
    return this.data.write([], async (repos) => {
      const row = await repos.plans.find(ctx.club.id, planHash);
      if (!row) throw errors.notFound();
      const season = await repos.seasons.findById(ctx.club.id, row.seasonId);
      if (season!.status !== 'open') throw errors.validation([{ field: 'name', code: 'seasonClosed' }]);
      const updated = await repos.plans.update(row, body as Partial<PlanValues>);
      if (!updated) throw errors.validation([{ field: 'name', code: 'planNameTaken' }]);
      const before = Object.fromEntries(Object.keys(body).map((key) => [key, row[key as keyof typeof row]]));
      await repos.audit.record(ctx, { action: 'plan.updated', target: planHash, metadata: { before, after: body } });
      return presentPlan(updated, season!.publicId);
    });
  }

  async removePlan(ctx: ClubRequestContext, planHash: string): Promise<void> {
    await this.data.write([], async (repos) => {
      const row = await repos.plans.find(ctx.club.id, planHash);
      if (!row) throw errors.notFound();
      await repos.plans.archive(row);
      await repos.audit.record(ctx, { action: 'plan.removed', target: planHash, metadata: { name: row.name } });
    });
  }

  private async seasonOut(repos: FeesRepositories, ctx: ClubRequestContext, row: SeasonRow): Promise<Season> {
    const rows = await repos.seasons.list(ctx.club.id);
    const current = rows.find((season) => season.status === 'open') ?? null;
    return presentSeason(
      rows.find((season) => season.id === row.id)!,
      current?.id ?? null,
    );
  }

  private async seasonOf(repos: FeesRepositories, ctx: ClubRequestContext, seasonHash: string): Promise<SeasonRow> {
    const row = await repos.seasons.find(ctx.club.id, seasonHash);
    if (!row) throw errors.notFound();
    return row;
  }

  /** Plans of a closed season stay as they were: its fees and history depend on them. */
  private async openSeasonOf(repos: FeesRepositories, ctx: ClubRequestContext, seasonHash: string): Promise<SeasonRow> {
    const row = await this.seasonOf(repos, ctx, seasonHash);
    if (row.status !== 'open') throw errors.validation([{ field: 'seasonHash', code: 'seasonClosed' }]);
    return row;
  }
}
