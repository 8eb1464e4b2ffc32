import { PERSON_CATEGORIES, PROFILE_TYPE_CODES, type ClubRole } from '@tribuna/contract';
import { eq, sql } from 'drizzle-orm';
import { newPublicId } from '../../lib/ids';
import type { Db } from '../client';
import { clubs, peopleCounters, profiles } from '../schema';

const NAMES = [
  'María',
  'Lucía',
  'Martina',
  'Júlia',
  'Núria',
  'Àlex',
  'José',
  'Iñaki',
  'Jordi',
  'Pau',
  'Laia',
  'Héctor',
  'Óscar',
  'Ainhoa',
  'Xabier',
  'Uxía',
  'Brais',
  'Sofía',
  'Hugo',
  'Marc',
];
const SURNAMES = [
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Fernández',
  'Puig',
  'Ferrer',
  'Vidal',
  'Etxeberria',
  'Núñez',
  'Castro',
  'Muñoz',
  'Roig',
  'Iglesias',
  'Ibáñez',
  'Solà',
  'Vázquez',
  'Rodríguez',
];
const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A small deterministic generator, so a seeded club looks the same on every machine. */
export function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A valid NIF for the number (8 digits), or a valid NIE when `nie` (X + 7 digits). */
export function identificationFor(value: number, nie = false): string {
  if (nie) {
    const digits = String(value % 10_000_000).padStart(7, '0');
    return `X${digits}${CHECK_LETTERS[Number(digits) % 23]}`;
  }
  const digits = String(value % 100_000_000).padStart(8, '0');
  return `${digits}${CHECK_LETTERS[Number(digits) % 23]}`;
}

/** Category of spec 3 for a birth year in the 2025/2026 season (two years per band). */
export function categoryFor(birthYear: number): (typeof PERSON_CATEGORIES)[number] {
  const age = 2025 - birthYear;
  if (age < 6) return 'Under-6';
  if (age < 8) return 'Under-8';
  if (age < 10) return 'Under-10';
  if (age < 12) return 'Under-12';
  if (age < 14) return 'Under-14';
  if (age < 16) return 'Under-16';
  if (age < 19) return 'Youth';
  return 'Senior';
}

export type GeneratedPerson = typeof profiles.$inferInsert;

/** `count` people of a club: members and players with names, dni, birth date, gender, category. */
export function generatePeople(clubId: number, count: number, seed: number, roles: readonly ClubRole[] = ['member', 'player']) {
  const next = sequence(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const people: GeneratedPerson[] = [];
  for (let i = 0; i < count; i += 1) {
    const role = roles[i % roles.length]!;
    // Athletes from 5 to 19 years old (Under-6 … Senior), partners adults.
    const birthYear = role === 'player' ? 2006 + Math.floor(next() * 15) : 1950 + Math.floor(next() * 55);
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
    const name = pick(NAMES);
    const surname = `${pick(SURNAMES)} ${pick(SURNAMES)}`;
    people.push({
      publicId: newPublicId(),
      clubId,
      type: PROFILE_TYPE_CODES[role],
      name,
      surname,
      dni: identificationFor(Math.floor(next() * 1e8), next() < 0.1),
      email: `${name}.${i}.${seed}@example.test`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase(),
      birthDate: `${birthYear}-${month}-${day}`,
      gender: next() < 0.5 ? 'female' : 'male',
      category: role === 'player' ? categoryFor(birthYear) : null,
      termsVersion: 1,
      termsAcceptedAt: new Date(),
    });
  }
  return people;
}

/**
 * Adds `count` people to the club (the benchmark's 20,000-person club): multi-row inserts of
 * 1,000 in one transaction. Membership numbers are reserved as one range (the per-row trigger
 * would bump the counter 20,000 times); the database draws the qr identifiers.
 */
export async function seedBulkPeople(db: Db, clubShortname: string, count: number): Promise<number> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, clubShortname));
  if (!club) throw new Error(`No club with short name ${clubShortname}`);
  const people = generatePeople(club.id, count, count + club.id);
  await db.transaction(async (tx) => {
    const [range] = await tx
      .insert(peopleCounters)
      .values({ clubId: club.id, lastMembershipNumber: count })
      .onConflictDoUpdate({
        target: peopleCounters.clubId,
        set: { lastMembershipNumber: sql`${peopleCounters.lastMembershipNumber} + ${count}` },
      })
      .returning({ last: peopleCounters.lastMembershipNumber });
    const first = range!.last - count + 1;
    people.forEach((person, i) => (person.membershipNumber = first + i));
    for (let i = 0; i < people.length; i += 1000) await tx.insert(profiles).values(people.slice(i, i + 1000));
  });
  return people.length;
}
