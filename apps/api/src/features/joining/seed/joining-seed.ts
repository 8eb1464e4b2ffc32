import { and, eq } from 'drizzle-orm';
import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import type { Db } from '../../../db/client';
import { activities, activityInscriptions, clubs, guardianships, joiningRequests, membershipPlans, profiles } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';

type DemoSignUp = {
  name: string;
  surname: string;
  birthDate: string;
  dni: string | null;
  email: string;
  audience: 'partner' | 'athlete';
  guardian?: [string, string, string];
};

/** Issue 23 part 6: pre-enrolments waiting for review, one a guardian's for a child. */
const SIGN_UPS: DemoSignUp[] = [
  {
    name: 'Irene',
    surname: 'Sanchis Pla',
    birthDate: '1988-04-12',
    dni: '48291736Q',
    email: 'irene.sanchis@example.test',
    audience: 'partner',
  },
  {
    name: 'Pau',
    surname: 'Ferrer Vidal',
    birthDate: '2015-09-03',
    dni: null,
    email: 'marta.vidal@example.test',
    audience: 'athlete',
    guardian: ['Marta', 'Vidal Roig', '20483715F'],
  },
  {
    name: 'Hugo',
    surname: 'Moreno Gil',
    birthDate: '1995-01-27',
    dni: '73920461W',
    email: 'hugo.moreno@example.test',
    audience: 'partner',
  },
];

/** Idempotent: a club with any sign-up or activity is left alone. */
export async function seedDemoJoining(db: Db): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const [done] = await db.select({ id: activities.id }).from(activities).where(eq(activities.clubId, club.id)).limit(1);
  if (done) return;
  const plans = await db
    .select({ id: membershipPlans.id, audience: membershipPlans.audience })
    .from(membershipPlans)
    .where(and(eq(membershipPlans.clubId, club.id), eq(membershipPlans.openToNewMembers, true)));
  for (const [index, person] of SIGN_UPS.entries()) {
    const type = PROFILE_TYPE_CODES[person.audience === 'partner' ? 'member' : 'player'];
    const adult = person.guardian === undefined;
    const [profile] = await db
      .insert(profiles)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        type,
        name: person.name,
        surname: person.surname,
        dni: person.dni,
        birthDate: person.birthDate,
        email: adult ? person.email : null,
        preEnrollment: true,
      })
      .returning({ id: profiles.id });
    let guardianId: number | null = null;
    if (person.guardian) {
      const [name, surname, dni] = person.guardian;
      const [guardian] = await db
        .insert(profiles)
        .values({
          publicId: newPublicId(),
          clubId: club.id,
          type: PROFILE_TYPE_CODES.guardian,
          name,
          surname,
          dni,
          email: person.email,
          preEnrollment: true,
        })
        .returning({ id: profiles.id });
      guardianId = guardian!.id;
      await db.insert(guardianships).values({ guardianProfileId: guardianId, childProfileId: profile!.id });
    }
    await db.insert(joiningRequests).values({
      publicId: newPublicId(),
      clubId: club.id,
      profileId: profile!.id,
      guardianProfileId: guardianId,
      planId: plans.find((plan) => plan.audience === person.audience)?.id ?? null,
      email: person.email,
      phone: '+34 600 100 20' + index,
      privacyAcceptedAt: new Date(Date.now() - (index + 1) * 86_400_000),
      mandate:
        index === 0
          ? { holderName: 'Irene Sanchis Pla', iban: 'ES9121000418450200051332', bic: null, acceptedAt: new Date().toISOString() }
          : null,
      createdAt: new Date(Date.now() - (index + 1) * 86_400_000),
    });
  }
  const year = new Date().getUTCFullYear() + (new Date().getUTCMonth() >= 7 ? 1 : 0);
  const [camp] = await db
    .insert(activities)
    .values({
      publicId: newPublicId(),
      clubId: club.id,
      name: `Campus de verano ${year}`,
      description: 'Dos semanas de deporte, piscina y excursiones para niños y niñas de 6 a 14 años.',
      price: 18_000,
      places: 40,
      taken: 2,
      startsOn: `${year}-07-01`,
    })
    .returning();
  for (const [name, surname, birthDate] of [
    ['Lucía', 'Navarro Soler', '2016-05-14'],
    ['Marc', 'Ortega Puig', '2014-11-02'],
  ] as const) {
    await db.insert(activityInscriptions).values({
      publicId: newPublicId(),
      clubId: club.id,
      activityId: camp!.id,
      name,
      surname,
      birthDate,
      guardianName: 'Familia ' + surname.split(' ')[0],
      email: `${name.toLowerCase()}.familia@example.test`.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      privacyAcceptedAt: new Date(),
    });
  }
}
