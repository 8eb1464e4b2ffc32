import {
  PersonCollectionSchema,
  PROFILE_TYPE_CODES,
  type CreatePersonBody,
  type PeopleListQuery,
  type PersonDetail,
  type UpdatePersonBody,
} from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import { jsonBody } from '../../lib/http';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { normaliseSearchText } from '../../lib/search-text';
import type { ClubRow } from '../../plugins/club-context.repository';
import type { SubsidiesPublic } from '../subsidies';
import type { TeamsPublic } from '../teams';
import type { PeopleData } from './people.data';
import { presentPerson, presentPersonSummary } from './people.presenter';
import type { PeopleFilter } from './people-filter';
import type { PersonWrite } from './people.repository';
import { roleEntry } from '../../lib/authz/roles';

/** What the person page asks the teams feature (its public interface). */
export type PeopleTeams = Pick<TeamsPublic, 'teamsOfPerson'>;
/** Each person's subsidies (the subsidies feature's public interface). */
export type PeopleSubsidies = Pick<SubsidiesPublic, 'ofPeople' | 'tables'>;

/** The filter part of a list query (sort left out: it does not change the total). */
function countKey(clubId: number, filter: PeopleFilter): string {
  const parts: unknown[] = [clubId, filter.role ?? '', normaliseSearchText(filter.search ?? ''), filter.enabled ?? ''];
  parts.push([...new Set(filter['category[]'] ?? [])].sort(), [...new Set(filter['gender[]'] ?? [])].sort());
  return JSON.stringify(parts);
}

/** Maps the contract's person fields onto columns; fields left out stay as they are. */
export function toPersonWrite(body: UpdatePersonBody): PersonWrite {
  const write: PersonWrite = {};
  for (const key of ['name', 'surname', 'dni', 'email', 'phone', 'birthDate', 'gender', 'category', 'panelAccess', 'enabled'] as const) {
    if (body[key] !== undefined) Object.assign(write, { [key]: body[key] });
  }
  if (body.terms === null) Object.assign(write, { termsVersion: null, termsCustom: false, termsAcceptedAt: null });
  else if (body.terms) {
    Object.assign(write, { termsVersion: body.terms.version, termsCustom: body.terms.custom, termsAcceptedAt: new Date() });
  }
  return write;
}

/**
 * A club's people for its managers: lists, one person, create, edit, enable and disable. Who
 * may call each method is declared on its route (`people.list`, `people.create`…) and checked
 * before it runs; methods keep only the checks on objects (the person is the club's, a manager
 * does not lock themselves out).
 */
export class PeopleService {
  /**
   * Both caches live until the next write to profiles (from any process, see ChangeFeed; a unit
   * of work writing 'profiles' clears them in this one): `counts` keeps list totals by club and
   * filter, so paging and sorting cost one query, not two; `pages` keeps serialized pages by URL
   * (which names the club), so the list every manager opens first is read once per change, not
   * once per visit.
   */
  constructor(
    private readonly data: PeopleData,
    /** Teams' public interface: the teams a person plays or coaches in. */
    private readonly teams: PeopleTeams,
    private readonly caches?: { counts: BoundedCache<number>; pages: BoundedCache<string> },
    private readonly subsidies?: PeopleSubsidies,
  ) {}

  private get repository() {
    return this.data.read.people;
  }

  /** The list as a JSON body; the route's declared access was judged before any cache is read. */
  async listBody(ctx: ClubRequestContext, query: PeopleListQuery, url: string): Promise<string> {
    const load = async () => jsonBody(PersonCollectionSchema, await this.list(ctx, query, url));
    return this.caches ? this.caches.pages.getOrLoad(url, load, ctx.club.id) : load();
  }

  async list({ club }: ClubRequestContext, query: PeopleListQuery, url: string) {
    const { page, itemsPerPage, ...filter } = query;
    const count = () => this.repository.count(club, filter);
    const [items, total] = await Promise.all([
      this.repository.page(club, filter, { limit: itemsPerPage, offset: pageOffset(page, itemsPerPage) }),
      this.caches ? this.caches.counts.getOrLoad(countKey(club.id, filter), count, club.id) : count(),
    ]);
    const subsidies = this.subsidies ? await this.subsidies.ofPeople(items.map((item) => item.id)) : new Map();
    return hydraCollection(
      url,
      items.map((item) => ({ ...presentPerson(item), subsidies: subsidies.get(item.id) ?? [] })),
      total,
      page,
      itemsPerPage,
    );
  }

  async read({ club }: ClubRequestContext, hash: string): Promise<PersonDetail> {
    return this.detail(club, hash);
  }

  async create(ctx: ClubRequestContext, body: CreatePersonBody): Promise<PersonDetail> {
    const { club } = ctx;
    const type = PROFILE_TYPE_CODES[body.type];
    if (body.dni && (await this.repository.dniTaken(club, type, body.dni))) {
      throw errors.validation([{ field: 'dni', code: 'duplicateDni' }]);
    }
    const write = { ...toPersonWrite(body), type, name: body.name, surname: body.surname };
    if (roleEntry(body.type).needsPanelAccess && body.panelAccess === undefined) write.panelAccess = true;
    const hash = await this.data.write(['profiles'], async (repos) => {
      const [created] = await repos.people.insert(club, [write]);
      await repos.audit.record(ctx, { action: 'person.created', target: created!.publicId, metadata: { type: body.type } });
      return created!.publicId;
    });
    return this.detail(club, hash);
  }

  async update(ctx: ClubRequestContext, hash: string, body: UpdatePersonBody) {
    const { club, viewer } = ctx;
    const person = await this.repository.find(club, hash);
    if (!person) throw errors.notFound();
    // A manager locking themselves out of the club's panel is never what they meant.
    if (body.enabled === false && person.userId === viewer.userId) {
      throw errors.validation([{ field: 'enabled', code: 'cannotDisableSelf' }]);
    }
    // Manager rights need panel access (lib/profile-rights.ts): switching off one's own is the same lock-out.
    if (body.panelAccess === false && person.userId === viewer.userId) {
      throw errors.validation([{ field: 'panelAccess', code: 'cannotRevokeOwnPanel' }]);
    }
    if (body.dni && (await this.repository.dniTaken(club, person.type, body.dni, person.id))) {
      throw errors.validation([{ field: 'dni', code: 'duplicateDni' }]);
    }
    const write = toPersonWrite(body);
    const fields = Object.keys(write);
    if (fields.length > 0) {
      await this.data.write(['profiles'], async (repos) => {
        await repos.people.update(club, person.id, write);
        const action =
          body.enabled === undefined || body.enabled === person.enabled
            ? 'person.updated'
            : body.enabled
              ? 'person.enabled'
              : 'person.disabled';
        await repos.audit.record(ctx, { action, target: hash, metadata: { fields } });
      });
    }
    return this.detail(club, hash);
  }

  private async detail(club: ClubRow, hash: string): Promise<PersonDetail> {
    const person = await this.repository.find(club, hash);
    if (!person) throw errors.notFound();
    const [profiles, family, teams] = await Promise.all([
      this.repository.profilesOf(club, person),
      this.repository.family(club, person),
      this.teams.teamsOfPerson(club.id, person.id),
    ]);
    return {
      ...presentPerson(person),
      profiles: profiles.map(presentPersonSummary),
      teams,
      guardians: family.guardians.map(presentPersonSummary),
      children: family.children.map(presentPersonSummary),
    };
  }
}
