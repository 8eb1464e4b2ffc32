import { type CreateTeamBody, type TeamListQuery, type TeamMemberBody, type TeamRosterBody, type UpdateTeamBody } from '@tribuna/contract';
import { errors, type FieldProblem } from '../../lib/errors';
import { hydraCollection, pageOffset } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { ClubRow } from '../../plugins/club-context.repository';
import { presentTeamDetail, presentTeamListItem } from './teams.presenter';
import type { TeamRow, TeamsRepository } from './teams.repository';

const nameTaken = () => errors.validation([{ field: 'name', code: 'teamNameTaken' }]);

/**
 * Teams of a club and their rosters. Who may call each method is declared on its route
 * (`teams.read`, `teams.manage`) and checked before it runs; methods keep only the checks on
 * objects (the team is the club's, the people are the club's).
 */
export class TeamsService {
  constructor(private readonly repository: TeamsRepository) {}

  async list({ club }: ClubRequestContext, query: TeamListQuery, url: string) {
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

  async read({ club }: ClubRequestContext, teamHash: string) {
    return this.detail(await this.team(club, teamHash));
  }

  /** A team without a season given belongs to the club's current season. */
  async create({ club }: ClubRequestContext, body: CreateTeamBody) {
    const season = body.season === undefined ? club.seasonId : body.season;
    const team = await this.repository.create(club, { ...body, season });
    if (!team) throw nameTaken();
    return this.detail(team);
  }

  async update({ club }: ClubRequestContext, teamHash: string, body: UpdateTeamBody) {
    const team = await this.team(club, teamHash);
    const updated = await this.repository.update(team, body);
    if (!updated) throw nameTaken();
    return this.detail(updated);
  }

  async remove({ club }: ClubRequestContext, teamHash: string) {
    await this.repository.remove(await this.team(club, teamHash));
  }

  /** Replaces the roster; every person must be one of the club's (enabled) people, once. */
  async replaceRoster({ club }: ClubRequestContext, teamHash: string, body: TeamRosterBody) {
    const team = await this.team(club, teamHash);
    const people = await this.repository.findPeople(club, [...new Set(body.members.map((m) => m.person))]);
    const idByHash = new Map(people.map((p) => [p.hash, p.id]));
    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    body.members.forEach((member, index) => {
      if (!idByHash.has(member.person)) problems.push({ field: `members.${index}.person`, code: 'teamPersonNotInClub' });
      else if (seen.has(member.person)) problems.push({ field: `members.${index}.person`, code: 'teamPersonRepeated' });
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
  async putMember({ club }: ClubRequestContext, teamHash: string, personHash: string, body: TeamMemberBody) {
    const team = await this.team(club, teamHash);
    const [person] = await this.repository.findPeople(club, [personHash]);
    if (!person) throw errors.notFound('teamPersonNotInClub');
    await this.repository.upsertMember(team, { profileId: person.id, role: body.role, number: body.number ?? null });
    return this.detail(team);
  }

  async removeMember({ club }: ClubRequestContext, teamHash: string, personHash: string) {
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
