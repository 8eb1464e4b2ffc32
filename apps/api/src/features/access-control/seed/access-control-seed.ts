import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accessLists, accessScans, campaigns, clubs, profiles, users } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import { rowsOf } from '../../../db/rows';

const HOUR = 3_600_000;

/**
 * Issue 24 part 7: CD Demo's two gates for the league match ("Puerta principal" and "Puerta 2",
 * ticket lists that also let members in with their card), its controller (controller@demo.test's
 * profile is a door controller) and a scan history from earlier today: people of the club in and
 * out, four guests' tickets admitted (their `used_at` written), a ticket scanned twice, an unknown
 * code. The demo accounts' own card and tickets stay unscanned for the walkthrough. Idempotent: a
 * club with any check-in list is left alone.
 */
export async function seedDemoAccessControl(db: Db, now = new Date()): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const [existing] = await db.select({ id: accessLists.id }).from(accessLists).where(eq(accessLists.clubId, club.id)).limit(1);
  if (existing) return;

  await db.execute(sql`update profiles p set access_controller = true from users u
    where u.id = p.user_id and u.username = 'controller@demo.test' and p.club_id = ${club.id}::int`);
  const [match] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.clubId, club.id), eq(campaigns.name, 'CD Demo – CF Ribera (Liga)')));
  if (!match) return;
  const gate = (name: string) => ({
    publicId: newPublicId(),
    clubId: club.id,
    name,
    kind: 'tickets',
    campaignId: match.id,
    autoCheckoutAt: '23:30',
    feesOverdue: 'warn',
  });
  const [main, second] = await db
    .insert(accessLists)
    .values([gate('Puerta principal'), gate('Puerta 2')])
    .returning();
  const [controller] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.username, 'controller@demo.test'), eq(profiles.clubId, club.id)));

  // Guests' tickets (no demo account bought them) and people without an account.
  const guestTickets = rowsOf<{ id: number }>(
    await db.execute(sql`select t.id from tickets t join orders o on o.id = t.order_id
      join campaign_products cp on cp.id = t.product_id
      where cp.campaign_id = ${match.id}::int and not t.cancelled and o.status = 1 and o.user_id is null
      order by t.id desc limit 5`),
  );
  const people = rowsOf<{ id: number }>(
    await db.execute(sql`select id from profiles where club_id = ${club.id}::int and user_id is null and enabled
      order by id limit 3`),
  );
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const scan = (list: typeof main, hoursAgo: number, values: Partial<typeof accessScans.$inferInsert>) => ({
    publicId: newPublicId(),
    clubId: club.id,
    listId: list!.id,
    controllerProfileId: controller?.id ?? null,
    nonce: `demo-${newPublicId()}`,
    codeKind: 'member',
    direction: 'entry',
    result: 'admitted',
    reason: 'valid',
    scannedAt: at(hoursAgo),
    receivedAt: at(hoursAgo),
    ...values,
  });
  const rows: (typeof accessScans.$inferInsert)[] = [];
  people.forEach((person, n) => {
    rows.push(scan(main, 3 - n * 0.2, { profileId: person.id }));
    if (n === 0) rows.push(scan(main, 1.5, { profileId: person.id, direction: 'exit' }));
  });
  guestTickets.slice(0, 4).forEach((ticket, n) => {
    rows.push(scan(n % 2 ? second : main, 2.5 - n * 0.1, { codeKind: 'ticket', ticketId: ticket.id, firstUse: true }));
  });
  const [twice] = guestTickets;
  if (twice) rows.push(scan(second, 1, { codeKind: 'ticket', ticketId: twice.id, result: 'refused', reason: 'alreadyUsed' }));
  rows.push(scan(second, 0.8, { codeKind: 'unknown', result: 'refused', reason: 'notFound' }));
  if (rows.length > 0) await db.insert(accessScans).values(rows);
  const used = guestTickets.slice(0, 4).map((ticket) => ticket.id);
  if (used.length > 0) {
    await db.execute(sql`update tickets set used_at = ${at(2.5).toISOString()}::timestamptz
      where id in (${sql.join(
        used.map((id) => sql`${id}::int`),
        sql`, `,
      )})`);
  }
}
