import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { profiles } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';

export type ControllerRow = Pick<typeof profiles.$inferSelect, 'id' | 'publicId' | 'name' | 'surname' | 'type' | 'enabled'>;
export type HourEntries = { hour: number; entries: number };

const columns = {
  id: profiles.id,
  publicId: profiles.publicId,
  name: profiles.name,
  surname: profiles.surname,
  type: profiles.type,
  enabled: profiles.enabled,
};
/** Profiles that count in the club: a pre-enrolment grants nothing until accepted. */
const ofClub = (clubId: number) => and(eq(profiles.clubId, clubId), eq(profiles.preEnrollment, false));

/** The door's people (profiles with `access_controller`) and a list's entries per hour today. */
export class ControllersRepository {
  constructor(private readonly db: Db) {}

  list(clubId: number): Promise<ControllerRow[]> {
    return this.db
      .select(columns)
      .from(profiles)
      .where(and(ofClub(clubId), eq(profiles.accessController, true)))
      .orderBy(asc(profiles.surname), asc(profiles.name), asc(profiles.id));
  }

  /** Sets the flag on one profile of the club; undefined when the club has no such profile. */
  /** The profile's flag before a change, when the profile is the club's. */
  async flagOf(clubId: number, profileHash: string): Promise<boolean | undefined> {
    const [row] = await this.db
      .select({ accessController: profiles.accessController })
      .from(profiles)
      .where(and(ofClub(clubId), eq(profiles.publicId, profileHash)));
    return row?.accessController;
  }

  async setFlag(clubId: number, profileHash: string, accessController: boolean): Promise<ControllerRow | undefined> {
    const [row] = await this.db
      .update(profiles)
      .set({ accessController })
      .where(and(ofClub(clubId), eq(profiles.publicId, profileHash)))
      .returning(columns);
    return row;
  }

  /**
   * Admitted entries (green or amber, not annulled) per hour of the club's day so far, every hour
   * from midnight to now included, and the club's date.
   */
  async hoursToday(listId: number): Promise<{ day: string; hours: HourEntries[] }> {
    const result = await this.db.execute(sql`
        with today as (
          select (now() at time zone ${CLUB_TIME_ZONE}) as local,
                 date_trunc('day', now() at time zone ${CLUB_TIME_ZONE}) at time zone ${CLUB_TIME_ZONE} as start
        ),
        -- The day's scans read once (one range of the list's index), counted per hour.
        counted as (
          select extract(hour from s.scanned_at at time zone ${CLUB_TIME_ZONE})::int as hour, count(*)::int as entries
          from access_scans s, today
          where s.list_id = ${listId}::int and s.annulled_at is null and s.direction = 'entry'
            and s.result <> 'refused' and s.scanned_at >= today.start
          group by 1
        )
        select to_char(today.local, 'YYYY-MM-DD') as day, h.hour, coalesce(counted.entries, 0) as entries
        from today cross join generate_series(0, extract(hour from today.local)::int) as h(hour)
          left join counted on counted.hour = h.hour
        order by h.hour`);
    const rows = rowsOf<{ day: string; hour: number; entries: number }>(result);
    return { day: rows[0]?.day ?? '', hours: rows.map(({ hour, entries }) => ({ hour, entries })) };
  }
}
