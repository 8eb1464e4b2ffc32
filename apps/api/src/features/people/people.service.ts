import {
  DUPLICATE_DNI,
  PersonCollectionSchema,
  PROFILE_TYPE_CODES,
  type CreatePersonBody,
  type PeopleListQuery,
  type PersonDetail,
  type UpdatePersonBody,
} from '@tribuna/contract';
import type { Db } from '../../db/client';
import { recordAudit, type RequestActor } from '../../lib/audit';
import { errors } from '../../lib/errors';
import type { BoundedCache } from '../../lib/cache/bounded-cache';
import { jsonBody } from '../../lib/http';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import { normaliseSearchText } from '../../lib/search-text';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
import { authorize } from './people.policy';
import { presentPerson, presentPersonSummary } from './people.presenter';
import type { PeopleFilter } from './people-filter';
import { PeopleRepository, type PersonWrite } from './people.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

/** The filter part of a list query (sort left out: it does not change the total). */
function countKey(clubId: number, filter: PeopleFilter): string {
  const parts: unknown[] = [clubId, filter.role ?? '', normaliseSearchText(filter.search ?? ''), filter.enabled ?? ''];
  parts.push([...new Set(filter['category[]'] ?? [])].sort(), [...new Set(filter['gender[]'] ?? [])].sort());
  return JSON.stringify(parts);
}
export const CANNOT_DISABLE_SELF = 'You cannot disable your own profile';
export const CANNOT_REVOKE_OWN_PANEL = 'You cannot remove your own panel access';

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

/** A club's people for its managers: lists, one person, create, edit, enable and disable. */
export class PeopleService {
  private readonly repository: PeopleRepository;

  /**
   * Both caches live until the next write to profiles (from any process, see ChangeFeed):
   * `counts` keeps list totals by club and filter, so paging and sorting cost one query, not two;
   * `pages` keeps serialized pages by URL (which names the club), so the list every manager opens
   * first is read once per change, not once per visit.
   */
  constructor(
    private readonly db: Db,
    private readonly caches?: { counts: BoundedCache<number>; pages: BoundedCache<string> },
  ) {
    this.repository = new PeopleRepository(db);
  }

  /** The list as a JSON body; the viewer is authorised before any cache is read. */
  async listBody(context: InClub, query: PeopleListQuery, url: string): Promise<string> {
    authorize(context.viewer, 'list');
    const load = async () => jsonBody(PersonCollectionSchema, await this.list(context, query, url));
    return this.caches ? this.caches.pages.getOrLoad(url, load) : load();
  }

  async list({ club, viewer }: InClub, query: PeopleListQuery, url: string) {
    authorize(viewer, 'list');
    const { page, itemsPerPage, ...filter } = query;
    const count = () => this.repository.count(club, filter);
    const [items, total] = await Promise.all([
      this.repository.page(club, filter, { limit: itemsPerPage, offset: pageOffset(page, itemsPerPage) }),
      this.caches ? this.caches.counts.getOrLoad(countKey(club.id, filter), count) : count(),
    ]);
    return hydraCollection(url, items.map(presentPerson), total, page, itemsPerPage);
  }

  async read({ club, viewer }: InClub, hash: string): Promise<PersonDetail> {
    authorize(viewer, 'read');
    return this.detail(club, hash);
  }

  async create({ club, viewer }: InClub, actor: RequestActor, body: CreatePersonBody, ip: string): Promise<PersonDetail> {
    authorize(viewer, 'create');
    const type = PROFILE_TYPE_CODES[body.type];
    if (body.dni && (await this.repository.dniTaken(club, type, body.dni))) {
      throw errors.validation([{ field: 'dni', errors: [DUPLICATE_DNI] }]);
    }
    const write = { ...toPersonWrite(body), type, name: body.name, surname: body.surname };
    if (body.type === 'manager' && body.panelAccess === undefined) write.panelAccess = true;
    const hash = await this.repository.transaction(async (tx) => {
      const [created] = await this.repository.insert(club, [write], tx);
      await recordAudit(tx, { action: 'person.created', actor, clubId: club.id, target: created!.publicId, metadata: { type: body.type }, ip });
      return created!.publicId;
    });
    return this.detail(club, hash);
  }

  async update({ club, viewer }: InClub, actor: RequestActor, hash: string, body: UpdatePersonBody, ip: string) {
    authorize(viewer, 'update');
    const person = await this.repository.find(club, hash);
    if (!person) throw errors.notFound();
    // A manager locking themselves out of the club's panel is never what they meant.
    if (body.enabled === false && person.userId === viewer.userId) {
      throw errors.validation([{ field: 'enabled', errors: [CANNOT_DISABLE_SELF] }]);
    }
    // Manager rights need panel access (lib/profile-rights.ts): switching off one's own is the same lock-out.
    if (body.panelAccess === false && person.userId === viewer.userId) {
      throw errors.validation([{ field: 'panelAccess', errors: [CANNOT_REVOKE_OWN_PANEL] }]);
    }
    if (body.dni && (await this.repository.dniTaken(club, person.type, body.dni, person.id))) {
      throw errors.validation([{ field: 'dni', errors: [DUPLICATE_DNI] }]);
    }
    const write = toPersonWrite(body);
    const fields = Object.keys(write);
    if (fields.length > 0) {
      await this.repository.transaction(async (tx) => {
        await this.repository.update(club, person.id, write, tx);
        const action = body.enabled === undefined || body.enabled === person.enabled ? 'person.updated' : body.enabled ? 'person.enabled' : 'person.disabled';
        await recordAudit(tx, { action, actor, clubId: club.id, target: hash, metadata: { fields }, ip });
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
      this.repository.teamsOf(club, person),
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
