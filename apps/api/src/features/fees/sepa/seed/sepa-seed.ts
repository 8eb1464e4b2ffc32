import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { clubs, profiles, sepaCreditors } from '../../../../db/schema';
import { CLUB_TIME_ZONE } from '../../../../lib/scheduler/periods';
import { feesRepositories } from '../../fees.data';
import { makeBatch } from '../batch-maker';
import { creditorCheckDigits } from '../creditor-identifier';
import { isMandateExpired } from '../sequence-type';
import { addTargetBusinessDays, firstCollectionDate } from '../target-calendar';

const clubToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(now);

/**
 * Issue 23 parts 4 and 6: CD Demo's creditor identifier at CaixaBank, one generated batch of the
 * due charges of partners with a mandate (the demo member's and the guardian's child's charges
 * stay out, so the Payments page and the "Done when" walk start from pending ones), and one of its
 * debits returned by the bank (account closed: the charge shows returned with the reason and the
 * mandate is blocked). Runs after the fees and mandates seeds; idempotent: a club with a creditor
 * is left alone.
 */
export async function seedDemoSepa(db: Db, now = new Date()): Promise<void> {
  const [club] = await db.select({ id: clubs.id, name: clubs.name }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const [existing] = await db.select({ id: sepaCreditors.id }).from(sepaCreditors).where(eq(sepaCreditors.clubId, club.id)).limit(1);
  if (existing) return;
  const today = clubToday(now);
  await db.transaction(async (tx) => {
    const repos = feesRepositories(tx as unknown as Db);
    const creditorId = await repos.sepaCreditors.create(club.id, {
      label: 'CaixaBank',
      name: club.name,
      creditorIdentifier: `ES${creditorCheckDigits('ES', 'G12345674')}000G12345674`,
      iban: 'ES6000491500051234567892',
      bic: 'BSCHESMMXXX',
      preNotificationDays: 14,
      isDefault: true,
    });
    const creditor = (await repos.sepaCreditors.list(club.id)).find((row) => row.id === creditorId)!;
    // Only people without an account of their own: the demo accounts' charges stay pending.
    const accountless = new Set(
      (
        await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.clubId, club.id), isNull(profiles.userId)))
      ).map((row) => row.id),
    );
    const dueBy = addTargetBusinessDays(today, 25);
    const due = await repos.sepaBatches.due(club.id, 'CORE', { dueBy });
    const chargeOwners = await repos.sepaBatches.chargeOwners(due.map((row) => row.chargeId));
    const rows = due.filter((row) => accountless.has(chargeOwners.get(row.chargeId) ?? -1) && !isMandateExpired(row, today));
    if (rows.length === 0) return;
    const made = await makeBatch(repos, {
      club,
      createdBy: null,
      creditor,
      scheme: 'CORE',
      collectionDate: firstCollectionDate(today, creditor.preNotificationDays),
      rows,
      preNotify: false,
    });
    const [first] = await repos.sepaReturns.collectionsByEndToEnd(club.id, made.endToEndIds.slice(0, 1));
    if (!first) return;
    await repos.sepaReturns.applyReturns({
      collections: [{ id: first.id, status: 'returned', reason: 'AC04', fee: null }],
      charges: [{ id: first.chargeId, status: 'returned', reason: 'AC04', fee: 0 }],
      mandates: [{ id: first.mandateId, reason: 'AC04' }],
    });
  });
}
