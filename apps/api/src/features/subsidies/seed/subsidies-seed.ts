import { and, eq, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import {
  clubs,
  profiles,
  subsidies,
  subsidyBeneficiaries,
  subsidyExpenses,
  subsidyManagers,
  teamMembers,
  teams,
  users,
} from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { FileStorage } from '../../../lib/uploads/file-storage';

type DemoExpense = { daysAgo: number; supplier: string; concept: string; amount: number; receipt: boolean };

const ESCUELAS_EXPENSES: DemoExpense[] = [
  { daysAgo: 70, supplier: 'Deportes Olimpia', concept: 'Balones y petos para las escuelas', amount: 84_650, receipt: true },
  { daysAgo: 52, supplier: 'Fisioterapia Ribera', concept: 'Revisión médico-deportiva de 60 niños', amount: 120_000, receipt: true },
  { daysAgo: 31, supplier: 'Autocares Turia', concept: 'Transporte a la jornada de escuelas', amount: 46_000, receipt: true },
  { daysAgo: 12, supplier: 'Monitores Deportivos SL', concept: 'Monitores de la escuela de octubre', amount: 210_000, receipt: false },
];

/** A small PDF receipt of a supplier (a real file, so the demo's downloads open). */
function demoReceipt(expense: DemoExpense, day: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(16).text(expense.supplier);
  doc.moveDown().font('Helvetica').fontSize(11).text(`Factura simplificada · ${day}`);
  doc.moveDown().text(expense.concept);
  doc
    .moveDown()
    .font('Helvetica-Bold')
    .text(`Total: ${(expense.amount / 100).toFixed(2).replace('.', ',')} €`);
  doc.end();
  return done;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 25 part 3: CD Demo receives "Escuelas deportivas" from the city, managed by the demo
 * manager (Marta), for the players of its youngest teams, with four expenses (three with their
 * receipt, stored through `files`). Idempotent: a club with any subsidy is left alone.
 */
export async function seedDemoSubsidies(db: Db, files?: FileStorage): Promise<void> {
  const [club] = await db.select({ id: clubs.id, hash: clubs.publicId }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const [existing] = await db.select({ id: subsidies.id }).from(subsidies).where(eq(subsidies.clubId, club.id)).limit(1);
  if (existing) return;
  const [manager] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.clubId, club.id), eq(profiles.type, 1), eq(users.username, 'manager@demo.test')));
  if (!manager) return;
  const year = new Date().getUTCFullYear();
  const [subsidy] = await db
    .insert(subsidies)
    .values({
      publicId: newPublicId(),
      clubId: club.id,
      name: 'Escuelas deportivas',
      funder: 'Fundación Deportiva Municipal de València',
      reference: `FDM-ED-${year}/0142`,
      amount: 1_200_000,
      startsOn: daysAgo(120),
      endsOn: daysAgo(-245),
      justifyBy: daysAgo(-275),
      status: 'granted',
      notes: 'Escuelas de iniciación de alevines y benjamines.',
    })
    .returning();
  await db.insert(subsidyManagers).values({ subsidyId: subsidy!.id, profileId: manager.id, clubId: club.id });

  // The players of the youngest teams, chosen through their team.
  const young = await db
    .select({ profileId: teamMembers.profileId, team: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teams.clubId, club.id), inArray(teams.category, ['Under-8', 'Under-10', 'Under-12']), eq(teamMembers.role, 'player')));
  const seen = new Set<number>();
  const rows = young.filter((row) => !seen.has(row.profileId) && seen.add(row.profileId));
  if (rows.length > 0) {
    await db
      .insert(subsidyBeneficiaries)
      .values(
        rows.map((row) => ({ subsidyId: subsidy!.id, profileId: row.profileId, clubId: club.id, source: 'team', sourceName: row.team })),
      )
      .onConflictDoNothing();
  }

  for (const expense of ESCUELAS_EXPENSES) {
    const publicId = newPublicId();
    const spentOn = daysAgo(expense.daysAgo);
    let receipt = {};
    if (expense.receipt && files) {
      const data = await demoReceipt(expense, spentOn);
      const key = `subsidy-receipts/${club.hash}/${subsidy!.publicId}/${randomBytes(12).toString('base64url')}.pdf`;
      await files.put(key, data);
      const name = `factura-${expense.supplier
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z0-9]+/g, '-')}.pdf`;
      receipt = { receiptKey: key, receiptName: name, receiptType: 'application/pdf', receiptSize: data.length };
    }
    await db.insert(subsidyExpenses).values({
      publicId,
      subsidyId: subsidy!.id,
      clubId: club.id,
      spentOn,
      supplier: expense.supplier,
      concept: expense.concept,
      amount: expense.amount,
      ...receipt,
    });
  }
}
