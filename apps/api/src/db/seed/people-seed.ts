import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { newPublicId } from '../../lib/ids';
import type { Db } from '../client';
import { clubs, guardianships, profiles } from '../schema';
import { generatePeople, identificationFor, sequence } from './bulk-people';

/** Issue 4 part 8: partners and athletes per demo club; guardians are added for the children. */
const DEMO_PEOPLE = [
  { club: 'cd-demo', count: 240, seed: 1001 },
  { club: 'ca-exemple', count: 48, seed: 2002 },
] as const;
const GUARDIAN_NAMES = ['Carmen', 'Antonio', 'Montse', 'Joan', 'Elena', 'Iker', 'Rosa', 'Manuel'];

/**
 * Realistic people for the demo clubs: partners (adults), athletes of every category with
 * gender, valid NIF/NIE and terms, and for every two children under 16 a guardian linked to
 * both (siblings). qr identifiers and membership numbers come from the database. Idempotent:
 * generated people are deterministic and recognised by their email, so a second run adds only
 * what is missing; the demo accounts' own profiles are never touched.
 */
export async function seedDemoPeople(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const plan of DEMO_PEOPLE) {
      const [club] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, plan.club));
      if (!club) continue;
      const people = generatePeople(club.id, plan.count, plan.seed, ['member', 'player', 'player']);
      const next = sequence(plan.seed * 7);
      const children = people.filter((p) => p.type === PROFILE_TYPE_CODES.player && Number(p.birthDate!.slice(0, 4)) >= 2010);
      const families: { guardian: typeof profiles.$inferInsert; children: string[] }[] = [];
      for (let i = 0; i + 1 < children.length; i += 2) {
        const [first, second] = [children[i]!, children[i + 1]!];
        // Siblings share the guardian's first surname.
        const surname = (first.surname ?? '').split(' ')[0]!;
        second.surname = `${surname} ${(second.surname ?? '').split(' ')[1]}`;
        const k = i / 2;
        families.push({
          guardian: {
            publicId: newPublicId(),
            clubId: club.id,
            type: PROFILE_TYPE_CODES.guardian,
            name: GUARDIAN_NAMES[k % GUARDIAN_NAMES.length]!,
            surname: `${surname} ${['Ortega', 'Serra', 'Aranda', 'Blanco'][k % 4]}`,
            dni: identificationFor(Math.floor(next() * 1e8), k % 5 === 0),
            email: `guardian.${k}.${plan.seed}@example.test`,
            phone: `+34 6${String(10_000_000 + k * 7919).slice(0, 8)}`,
            gender: k % 2 === 0 ? 'female' : 'male',
            termsVersion: 1,
            termsAcceptedAt: new Date(),
          },
          children: [first.email!, second.email!],
        });
      }
      const all = [...people, ...families.map((f) => f.guardian)];
      const existing = await tx
        .select({ email: profiles.email })
        .from(profiles)
        .where(
          and(
            eq(profiles.clubId, club.id),
            inArray(
              profiles.email,
              all.map((p) => p.email!),
            ),
          ),
        );
      const have = new Set(existing.map((e) => e.email));
      const missing = all.filter((p) => !have.has(p.email!));
      for (let i = 0; i < missing.length; i += 500) await tx.insert(profiles).values(missing.slice(i, i + 500));
      const ids = new Map(
        (
          await tx
            .select({ id: profiles.id, email: profiles.email })
            .from(profiles)
            .where(
              and(
                eq(profiles.clubId, club.id),
                inArray(
                  profiles.email,
                  all.map((p) => p.email!),
                ),
              ),
            )
        ).map((r) => [r.email!, r.id]),
      );
      const links = families.flatMap((f) =>
        f.children.map((child) => ({ guardianProfileId: ids.get(f.guardian.email!)!, childProfileId: ids.get(child)! })),
      );
      if (links.length > 0) await tx.insert(guardianships).values(links).onConflictDoNothing();
    }
  });
}
