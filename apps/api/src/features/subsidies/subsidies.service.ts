import {
  type AddBeneficiariesBody,
  type AddBeneficiariesResult,
  type BeneficiaryList,
  type BeneficiarySource,
  type CreateSubsidyBody,
  type Subsidy,
  type SubsidyList,
  type UpdateSubsidyBody,
} from '@tribuna/contract';
import { actorOf } from '../../lib/authz/actor';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset, wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { FileStorage } from '../../lib/uploads/file-storage';
import type { TeamsPublic } from '../teams';
import type { SubsidiesData, SubsidiesRepositories } from './subsidies.data';
import { subsidiesPolicy } from './subsidies.policy';
import { presentBeneficiary, presentSubsidy } from './subsidies.presenter';
import type { SubsidyRow, SubsidyWrite } from './subsidies.repository';
import { SUBSIDY_TABLES } from './subsidy-tables';

type Repos = Pick<SubsidiesRepositories, 'subsidies'>;
export type SubsidiesTeams = Pick<TeamsPublic, 'findTeams' | 'rosterProfileIds'>;

/**
 * A club's subsidies (issue 25 part 3). Listing and recording need `subsidies.manage` (declared
 * on the routes); everything inside one subsidy is for its managers (the object rule `open`),
 * checked here once the subsidy is loaded. Writes name the watched tables the profile's submenu
 * and the people lists read, so their caches follow.
 */
export class SubsidiesService {
  constructor(
    private readonly data: SubsidiesData,
    private readonly storage: FileStorage,
    private readonly teams: SubsidiesTeams,
  ) {}

  async list(ctx: ClubRequestContext, url: string): Promise<SubsidyList> {
    const rows = await this.data.read.subsidies.list(ctx.club.id);
    return wholeCollection(url, await this.present(this.data.read, ctx, rows));
  }

  async read(ctx: ClubRequestContext, hash: string): Promise<Subsidy> {
    const row = await this.open(this.data.read, ctx, hash);
    return (await this.present(this.data.read, ctx, [row]))[0]!;
  }

  async create(ctx: ClubRequestContext, body: CreateSubsidyBody): Promise<Subsidy> {
    const managerIds = await this.managerIds(ctx, body.managers);
    const row = await this.data.write(inClub(ctx.club.id, SUBSIDY_TABLES), async (repos) => {
      const created = await repos.subsidies.insert(ctx.club.id, {
        name: body.name,
        funder: body.funder,
        amount: body.amount,
        startsOn: body.startsOn,
        endsOn: body.endsOn,
        reference: body.reference ?? null,
        justifyBy: body.justifyBy ?? null,
        notes: body.notes ?? null,
        ...(body.status ? { status: body.status } : {}),
      });
      await repos.subsidies.setManagers(created, managerIds);
      await repos.audit.record(ctx, { action: 'subsidy.created', target: created.publicId, metadata: { name: body.name } });
      return created;
    });
    return (await this.present(this.data.read, ctx, [row]))[0]!;
  }

  async update(ctx: ClubRequestContext, hash: string, body: UpdateSubsidyBody): Promise<Subsidy> {
    const row = await this.open(this.data.read, ctx, hash);
    const managerIds = body.managers ? await this.managerIds(ctx, body.managers) : undefined;
    const { managers: _managers, ...fields } = body;
    const values = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as SubsidyWrite;
    const startsOn = values.startsOn ?? row.startsOn;
    const endsOn = values.endsOn ?? row.endsOn;
    if (endsOn < startsOn) throw errors.validation([{ field: 'endsOn', code: 'endsBeforeStart' }]);
    const updated = await this.data.write(inClub(ctx.club.id, SUBSIDY_TABLES), async (repos) => {
      const saved = await repos.subsidies.update(row, values);
      if (managerIds) await repos.subsidies.setManagers(row, managerIds);
      await repos.audit.record(ctx, { action: 'subsidy.updated', target: hash, metadata: { fields: Object.keys(body) } });
      return saved;
    });
    return (await this.present(this.data.read, ctx, [updated]))[0]!;
  }

  async remove(ctx: ClubRequestContext, hash: string): Promise<void> {
    const row = await this.open(this.data.read, ctx, hash);
    const keys = await this.data.read.expenses.receiptKeys(row);
    await this.data.write(inClub(ctx.club.id, SUBSIDY_TABLES), async (repos) => {
      await repos.subsidies.remove(row);
      await repos.audit.record(ctx, { action: 'subsidy.removed', target: hash, metadata: { name: row.name } });
    });
    // After the commit: a failed delete leaves an unreachable file, never a row without its file.
    for (const key of keys) await this.storage.delete(key);
  }

  async beneficiaries(
    ctx: ClubRequestContext,
    hash: string,
    query: { page: number; itemsPerPage: number },
    url: string,
  ): Promise<BeneficiaryList> {
    const row = await this.open(this.data.read, ctx, hash);
    const repo = this.data.read.subsidies;
    const [items, total] = await Promise.all([
      repo.beneficiaries(ctx.club.id, row.id, { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) }),
      repo.beneficiaryCount(ctx.club.id, row.id),
    ]);
    return hydraCollection(url, items.map(presentBeneficiary), total, query.page, query.itemsPerPage);
  }

  /** People, whole teams and whole categories at once; an unknown person or team refuses it all. */
  async addBeneficiaries(ctx: ClubRequestContext, hash: string, body: AddBeneficiariesBody): Promise<AddBeneficiariesResult> {
    const row = await this.open(this.data.read, ctx, hash);
    const repo = this.data.read.subsidies;
    const picked = new Map<number, { profileId: number; source: BeneficiarySource; sourceName: string | null }>();
    const pick = (profileId: number, source: BeneficiarySource, sourceName: string | null) => {
      if (!picked.has(profileId)) picked.set(profileId, { profileId, source, sourceName });
    };
    const people = [...new Set(body.people ?? [])];
    const found = await repo.peopleByHash(ctx.club.id, people);
    if (found.length !== people.length) throw errors.validation([{ field: 'people', code: 'subsidyBeneficiaryUnknown' }]);
    for (const person of found) pick(person.id, 'person', null);
    const teamHashes = [...new Set(body.teams ?? [])];
    const teams = await this.teams.findTeams(ctx.club.id, teamHashes);
    if (teams.length !== teamHashes.length) throw errors.validation([{ field: 'teams', code: 'subsidyBeneficiaryUnknown' }]);
    for (const team of teams) {
      for (const profileId of await this.teams.rosterProfileIds(ctx.club.id, [team.id])) pick(profileId, 'team', team.name);
    }
    for (const category of new Set(body.categories ?? [])) {
      for (const profileId of await repo.peopleOfCategory(ctx.club.id, category)) pick(profileId, 'category', category);
    }
    const added = await this.data.write(inClub(ctx.club.id, ['subsidy_beneficiaries']), async (repos) => {
      const count = await repos.subsidies.addBeneficiaries(row, [...picked.values()]);
      await repos.audit.record(ctx, {
        action: 'subsidy.beneficiaries.added',
        target: hash,
        metadata: { added: count, people: people.length, teams: teamHashes.length, categories: body.categories ?? [] },
      });
      return count;
    });
    return { added, total: await repo.beneficiaryCount(ctx.club.id, row.id) };
  }

  async removeBeneficiary(ctx: ClubRequestContext, hash: string, personHash: string): Promise<void> {
    const row = await this.open(this.data.read, ctx, hash);
    await this.data.write(inClub(ctx.club.id, ['subsidy_beneficiaries']), async (repos) => {
      if (!(await repos.subsidies.removeBeneficiary(row, personHash))) throw errors.notFound();
      await repos.audit.record(ctx, { action: 'subsidy.beneficiary.removed', target: hash, metadata: { person: personHash } });
    });
  }

  /** The subsidy of the club, if the caller is one of its managers (else 404, as if it were not there). */
  async open(repos: Repos, ctx: ClubRequestContext, hash: string): Promise<SubsidyRow> {
    const row = await repos.subsidies.find(ctx.club.id, hash);
    if (!row) throw errors.notFound();
    const managers = await repos.subsidies.managers(ctx.club.id, [row.id]);
    subsidiesPolicy.authorize(actorOf(ctx), 'open', { managerProfileIds: managers.map((m) => m.profileId) });
    return row;
  }

  private async present(repos: Repos, ctx: ClubRequestContext, rows: SubsidyRow[]): Promise<Subsidy[]> {
    const ids = rows.map((row) => row.id);
    const [managers, totals] = await Promise.all([repos.subsidies.managers(ctx.club.id, ids), repos.subsidies.totals(ctx.club.id, ids)]);
    return rows.map((row) => presentSubsidy(row, managers, totals.get(row.id), ctx.viewer.profileIds));
  }

  /** The named manager profiles of the club, or the caller's own when none are named. */
  private async managerIds(ctx: ClubRequestContext, hashes: readonly string[] | undefined): Promise<number[]> {
    if (!hashes) {
      const own = await this.data.read.subsidies.ownManagerProfiles(ctx.club.id, ctx.viewer.profileIds);
      if (own.length === 0) throw errors.validation([{ field: 'managers', code: 'required' }]);
      return own;
    }
    const unique = [...new Set(hashes)];
    const found = await this.data.read.subsidies.managerProfiles(ctx.club.id, unique);
    if (found.length !== unique.length) throw errors.validation([{ field: 'managers', code: 'subsidyManagerUnknown' }]);
    return found.map((p) => p.id);
  }
}
