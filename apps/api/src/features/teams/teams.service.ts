import {
  TEAM_NAME_TAKEN,
  TEAM_PERSON_NOT_IN_CLUB,
  TEAM_PERSON_REPEATED,
  type CreateTeamBody,
  type InvalidParam,
  type TeamListQuery,
  type TeamMemberBody,
  type TeamRosterBody,
  type UpdateTeamBody,
} from '@tribuna/contract';
import type { Db } from '../../db/client';
import { errors } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRow, ClubViewer } from '../../plugins/club-context.repository';
import { authorize } from './teams.policy';
import { presentTeamDetail, presentTeamListItem } from './teams.presenter';
import { TeamsRepository, type TeamRow } from './teams.repository';

type InClub = { club: ClubRow; viewer: ClubViewer };

const nameTaken = () => errors.validation([{ field: 'name', errors: [TEAM_NAME_TAKEN] }]);

/** Teams of a club and their rosters. Each method starts by checking access. */
export class TeamsService {
  private readonly repository: TeamsRepository;

  constructor(db: Db) {
    this.repository = new TeamsRepository(db);
  }

  async list({ club, viewer }: InClub, query: TeamListQuery, url: string) {
    authorize(viewer, 'read');
    const page = { limit: query.itemsPerPage, offset: pageOffset(query.page, query.itemsPerPage) };
    const filter = {
      sports: query['sport[]'],
      categories: query['category[]'],
      genders: query['gender[]'],
      season: query.season,
      search: query.search || undefined,
    };
    const { items, total } = await this.repository.list(club, filter, page);
    return hydraCollection(url, items.map(presentTeamListItem), total, query.page, query.itemsPerPage);
  }

  async read({ club, viewer }: InClub, teamHash: string) {
    authorize(viewer, 'read');
    return this.detail(await this.team(club, teamHash));
  }

  /** A team without a season given belongs to the club's current season. */
  async create({ club, viewer }: InClub, body: CreateTeamBody) {
    authorize(viewer, 'manage');
    const season = body.season === undefined ? club.seasonId : body.season;
    const team = await this.repository.create(club, { ...body, season });
    if (!team) throw nameTaken();
    return this.detail(team);
  }

  async update({ club, viewer }: InClub, teamHash: string, body: UpdateTeamBody) {
    authorize(viewer, 'manage');
    const team = await this.team(club, teamHash);
    const updated = await this.repository.update(team, body);
    if (!updated) throw nameTaken();
    return this.detail(updated);
  }

  async remove({ club, viewer }: InClub, teamHash: string) {
    authorize(viewer, 'manage');
    await this.repository.remove(await this.team(club, teamHash));
  }

  /** Replaces the roster; every person must be one of the club's (enabled) people, once. */
  async replaceRoster({ club, viewer }: InClub, teamHash: string, body: TeamRosterBody) {
    authorize(viewer, 'manage');
    const team = await this.team(club, teamHash);
    const people = await this.repository.findPeople(club, [...new Set(body.members.map((m) => m.person))]);
    const idByHash = new Map(people.map((p) => [p.hash, p.id]));
    const problems: InvalidParam[] = [];
    const seen = new Set<string>();
    body.members.forEach((member, index) => {
      if (!idByHash.has(member.person)) problems.push({ field: `members.${index}.person`, errors: [TEAM_PERSON_NOT_IN_CLUB] });
      else if (seen.has(member.person)) problems.push({ field: `members.${index}.person`, errors: [TEAM_PERSON_REPEATED] });
      seen.add(member.person);
    });
    if (problems.length) throw errors.validation(problems);
    await this.repository.replaceRoster(
      team,
      body.members.map((m) => ({ profileId: idByHash.get(m.person)!, role: m.role, number: m.number ?? null })),
    );
    return this.detail(team);
  }

  /** Adds one person (or changes their role); a person outside the club is not found. */
  async putMember({ club, viewer }: InClub, teamHash: string, personHash: string, body: TeamMemberBody) {
    authorize(viewer, 'manage');
    const team = await this.team(club, teamHash);
    const [person] = await this.repository.findPeople(club, [personHash]);
    if (!person) throw errors.notFound(TEAM_PERSON_NOT_IN_CLUB);
    await this.repository.upsertMember(team, { profileId: person.id, role: body.role, number: body.number ?? null });
    return this.detail(team);
  }

  async removeMember({ club, viewer }: InClub, teamHash: string, personHash: string) {
    authorize(viewer, 'manage');
    const team = await this.team(club, teamHash);
    const [person] = await this.repository.findPeople(club, [personHash], { includeDisabled: true });
    if (!person || !(await this.repository.removeMember(team, person.id))) throw errors.notFound();
    return this.detail(team);
  }

  private async team(club: ClubRow, teamHash: string): Promise<TeamRow> {
    const team = await this.repository.find(club, teamHash);
    if (!team) throw errors.notFound();
    return team;
  }

  private async detail(team: TeamRow) {
    return presentTeamDetail(team, await this.repository.roster(team));
  }
}
