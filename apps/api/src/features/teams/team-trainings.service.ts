import { trainingMinute, type TeamTrainingsBody } from '@tribuna/contract';
import { inClub } from '../../lib/data/unit-of-work';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { presentTraining } from './team-trainings.presenter';
import type { TeamsData } from './teams.data';

/**
 * A team's weekly training times (issue 25). Who may read or replace them is declared on the
 * routes (`teams.read`, `teams.manage`); here only the object check: the team is the club's.
 * The contract's body schema has already refused bad times, ends before starts and overlaps.
 */
export class TeamTrainingsService {
  constructor(private readonly data: TeamsData) {}

  async list({ club }: ClubRequestContext, teamHash: string, url: string) {
    const team = await this.team(club.id, teamHash);
    return wholeCollection(url, (await this.data.read.trainings.ofTeam(club.id, team.id)).map(presentTraining));
  }

  /** Replaces the week in one transaction; the answer is the week as stored (by day and time). */
  async replace({ club }: ClubRequestContext, teamHash: string, body: TeamTrainingsBody, url: string) {
    const team = await this.team(club.id, teamHash);
    const slots = body.trainings.map((slot) => ({
      weekday: slot.weekday,
      startsAt: trainingMinute(slot.startsAt),
      endsAt: trainingMinute(slot.endsAt),
      place: slot.place,
    }));
    // No cache reads team_trainings (the home reads it live): the unit of work is for the transaction.
    const stored = await this.data.write(inClub(club.id, []), async (repos) => {
      await repos.trainings.replace(club.id, team.id, slots);
      return repos.trainings.ofTeam(club.id, team.id);
    });
    return wholeCollection(url, stored.map(presentTraining));
  }

  private async team(clubId: number, teamHash: string) {
    const [team] = await this.data.read.audience.findTeams(clubId, [teamHash]);
    if (!team) throw errors.notFound();
    return team;
  }
}
