import { MY_HOME_NEWS_LIMIT, type MyHome } from '@tribuna/contract';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { CLUB_TIME_ZONE } from '../../lib/scheduler/periods';
import type { HomeNews, HomeTeams } from './member-home-sources';
import type { MemberHomeRepository } from './member-home.repository';
import { nextTraining } from './next-training';

type Next = NonNullable<MyHome['nextTraining']>;

/**
 * The member's and guardian's home in one read (issue 25 part 2): three indexed reads side by
 * side (people, then their teams and the club's news), for the page a phone opens most.
 */
export class MyHomeService {
  constructor(
    private readonly repository: MemberHomeRepository,
    private readonly teams: HomeTeams,
    private readonly news: HomeNews,
    /** The clubs' clock (a test clock in end-to-end runs). */
    private readonly now: () => Date,
  ) {}

  async home({ club, viewer }: ClubRequestContext): Promise<MyHome> {
    const now = this.now();
    const [people, news] = await Promise.all([
      this.repository.people(club.id, viewer.profileIds),
      this.news.clubNews(club.id, viewer.profileIds, MY_HOME_NEWS_LIMIT),
    ]);
    const teams = await this.teams.teamsOfPeople(
      club.id,
      people.map((person) => person.id),
    );
    let soonest: Next | null = null;
    const answer = people.map((person) => ({
      hash: person.hash,
      name: person.name,
      surname: person.surname,
      relation: person.relation,
      teams: teams
        .filter((team) => team.profileId === person.id)
        .map((team) => {
          const next = nextTraining(team.trainings, now, CLUB_TIME_ZONE);
          const iso = next && { startAt: next.startAt.toISOString(), endAt: next.endAt.toISOString(), place: next.place };
          if (iso && (!soonest || iso.startAt < soonest.startAt)) soonest = { ...iso, personHash: person.hash, teamHash: team.hash };
          return { hash: team.hash, name: team.name, category: team.category, role: team.role, nextTraining: iso };
        }),
    }));
    return {
      timeZone: CLUB_TIME_ZONE,
      nextTraining: soonest,
      people: answer,
      news: news.map((item) => ({ ...item, at: item.at.toISOString() })),
    };
  }
}
