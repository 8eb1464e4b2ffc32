import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../../db/rows';

export type BulkThreadsOptions = {
  clubShortname: string;
  /** Threads added to the club. */
  threads: number;
  /** The account whose manager profile receives every fifth thread (20,000 of 100,000). */
  managerUsername: string;
  /**
   * Athletes put in one team ("Bench recipients") for the broadcast, season fee and SEPA
   * benchmarks; 0 for none. Members only: a pre-enrolment (the demo has three) gets no charges.
   */
  teamSize: number;
};

/** Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`. */

export type BulkThreadsResult = { threads: number; forManager: number; teamHash: string | null };

/**
 * Fills a club with generated threads for the messaging benchmarks (issue 10: My messages must
 * stay fast with 100,000 threads in the club, 20,000 of them for one profile). Set-based SQL:
 * one statement per table, whatever the count. Each thread has its opening message, an author
 * row and one recipient row; every fifth goes to the manager, one in ten of those unread, one in
 * thirteen archived.
 */
export async function seedBulkThreads(db: Db, options: BulkThreadsOptions): Promise<BulkThreadsResult> {
  const { clubShortname, threads, managerUsername, teamSize } = options;
  return db.transaction(async (tx) => {
    const context = rowsOf<{ club_id: number; manager_id: number; people: number[] }>(
      await tx.execute(sql`
      select c.id as club_id,
             (select p.id from profiles p join users u on u.id = p.user_id
               where p.club_id = c.id and p.type = 1 and u.username = ${managerUsername}) as manager_id,
             array(select p.id from profiles p where p.club_id = c.id and p.enabled and p.type in (0, 3) order by p.id limit 5000) as people
        from clubs c where c.shortname = ${clubShortname}`),
    );
    const row = context[0];
    if (!row?.manager_id) throw new Error(`No club ${clubShortname} with a manager profile of ${managerUsername}`);
    if (row.people.length === 0) throw new Error(`Club ${clubShortname} has no people to write threads`);
    const people = `{${row.people.join(',')}}`;

    await tx.execute(sql`
      with authors as (select ${people}::int[] as ids),
      inserted as (
        insert into threads (public_id, club_id, subject, author_profile_id, author_name, targets, recipients_count,
                             last_message_at, last_message_excerpt, last_message_author_name, search_text, created_at)
        select replace(gen_random_uuid()::text, '-', ''), ${row.club_id}::int, 'Generated thread ' || g,
               a.ids[1 + (g % array_length(a.ids, 1))], 'Generated author',
               '[{"kind":"person","hash":null,"category":null,"label":"Generated recipient"}]'::jsonb, 1,
               now() - make_interval(secs => g * 37), 'Generated message ' || g, 'Generated author',
               'generated thread ' || g || ' generated author generated message ' || g,
               now() - make_interval(secs => g * 37)
          from generate_series(1, ${threads}::int) g, authors a
        returning id, author_profile_id, created_at
      ),
      participants as (
        insert into thread_participants (thread_id, club_id, profile_id, side, unread, archived, activity_at, read_at)
        select id, ${row.club_id}::int, author_profile_id, 'author', false, false, created_at, created_at from inserted
        union all
        select i.id, ${row.club_id}::int,
               case when i.id % 5 = 0 then ${row.manager_id}::int
                    else a.ids[1 + ((i.id * 7) % array_length(a.ids, 1))] end,
               'recipient', i.id % 50 = 0, i.id % 65 = 0, i.created_at, null
          from inserted i, authors a
         where i.author_profile_id <> case when i.id % 5 = 0 then ${row.manager_id}::int
                                           else a.ids[1 + ((i.id * 7) % array_length(a.ids, 1))] end
        on conflict do nothing
        returning 1
      )
      insert into messages (public_id, thread_id, kind, author_profile_id, author_name, body_html, body_text, created_at)
      select replace(gen_random_uuid()::text, '-', ''), id, 'opening', author_profile_id, 'Generated author',
             '<p>Generated message</p>', 'Generated message', created_at
        from inserted`);

    const forManager = rowsOf<{ count: number }>(
      await tx.execute(sql`select count(*)::int as count from thread_participants where profile_id = ${row.manager_id}`),
    );

    let teamHash: string | null = null;
    if (teamSize > 0) {
      const team = rowsOf<{ id: number; public_id: string }>(
        await tx.execute(sql`
        insert into teams (public_id, club_id, name, search_name, sport, category, gender)
        values (replace(gen_random_uuid()::text, '-', ''), ${row.club_id}::int, 'Bench recipients', 'bench recipients', 'multisport', 'Senior', 'mixed')
        on conflict do nothing
        returning id, public_id`),
      );
      const created = team[0];
      if (created) {
        await tx.execute(sql`
          insert into team_members (team_id, profile_id, role)
          select ${created.id}, p.id, 'player' from profiles p
           where p.club_id = ${row.club_id} and p.enabled and not p.pre_enrollment and p.type = 3
           order by p.id limit ${teamSize}::int`);
        teamHash = created.public_id;
      }
    }
    return { threads, forManager: forManager[0]?.count ?? 0, teamHash };
  });
}
