import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { CalendarRow } from '../booking-rows';
import { bookingsRepositories } from '../bookings.data';
import { bookingReference } from '../booking-refunds';
import { daysFrom, localInstant, localToday, weekdayOf } from '../engine/local-time';
import { quote, type PricingPolicy } from '../engine/pricing';
import type { Db } from '../../../db/client';
import { clubs, portalComponents, profiles } from '../../../db/schema';
import { seedDemoPayments, type DemoPayment } from '../../../db/seed/demo-ledger';

const ZONE = 'Europe/Madrid';
const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const PADEL = ['Pista 1', 'Pista 2', 'Pista 3', 'Pista 4', 'Pista 5 (cristal)', 'Pista 6 (cristal)'];
const PADEL_COLOURS = ['#1c7ed6', '#1971c2', '#1864ab', '#0c8599', '#2f9e44', '#5c940d'];
const TENNIS = ['Tenis 1 (tierra)', 'Tenis 2 (rápida)'];
const BOOKERS = [
  ['Laura Martín', 'laura.martin@example.org'],
  ['Jordi Puig', 'jordi.puig@example.org'],
  ['Carmen Ruiz', 'carmen.ruiz@example.org'],
  ['Iker Etxeberria', 'iker.etxeberria@example.org'],
  ['Sofía Navarro', 'sofia.navarro@example.org'],
  ['Marc Vidal', 'marc.vidal@example.org'],
  ['Lucía Romero', 'lucia.romero@example.org'],
  ['Pablo Gil', 'pablo.gil@example.org'],
  ['Ana Torres', 'ana.torres@example.org'],
  ['Xabier Arana', 'xabier.arana@example.org'],
] as const;

/** A small deterministic generator: the demo looks the same on every machine. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * CD Demo's courts (issue 13 part 8): six padel and two tennis courts with weekday and weekend
 * hours, Christmas holidays, member/guest prices by band, two booking links, a weekly padel
 * school and a few hundred bookings over the past and the next two weeks (some by the demo
 * member, some cancelled). Once per club: a club that already has calendars is left alone.
 */
export async function seedDemoBookings(db: Db): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const repo = bookingsRepositories(db);
  if ((await repo.calendars.list(club.id)).length) return;

  const padel: CalendarRow[] = [];
  for (const [index, name] of PADEL.entries()) {
    padel.push(
      await repo.calendars.insert({
        clubId: club.id,
        name,
        sport: 'padel',
        colour: PADEL_COLOURS[index]!,
        slotMinutes: [60, 90],
        capacity: 4,
        position: index,
      }),
    );
  }
  const tennis: CalendarRow[] = [];
  for (const [index, name] of TENNIS.entries()) {
    tennis.push(
      await repo.calendars.insert({
        clubId: club.id,
        name,
        sport: 'tennis',
        colour: index ? '#e8590c' : '#c2255c',
        slotMinutes: [60, 90, 120],
        capacity: 4,
        position: 6 + index,
      }),
    );
  }
  for (const calendar of [...padel, ...tennis]) {
    await repo.calendars.replaceOpeningRules(club.id, calendar.id, [
      ...WEEKDAYS.map((weekday) => ({ weekday, opensAt: 8 * 60, closesAt: 23 * 60 })),
      ...WEEKEND.map((weekday) => ({ weekday, opensAt: 9 * 60, closesAt: 21 * 60 })),
    ]);
  }

  const today = localToday(new Date(), ZONE);
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-26' ? 1 : 0);
  for (const [day, label] of [
    [`${year}-12-25`, 'Navidad'],
    [`${year + 1}-01-01`, 'Año Nuevo'],
    [`${year + 1}-01-06`, 'Reyes'],
  ] as const) {
    await repo.calendars.insertException({ clubId: club.id, calendarId: null, day, label });
  }
  await repo.calendars.insertException({
    clubId: club.id,
    calendarId: null,
    day: `${year}-12-24`,
    label: 'Nochebuena',
    opensAt: 9 * 60,
    closesAt: 14 * 60,
  });
  await repo.calendars.insertException({
    clubId: club.id,
    calendarId: padel[5]!.id,
    day: daysFrom(today, 10)[9]!,
    label: 'Cambio de césped',
  });

  const padelIds = padel.map((c) => c.id);
  const tennisIds = tennis.map((c) => c.id);
  const policies = [
    {
      name: 'Pádel · horas valle',
      calendarIds: padelIds,
      weekdays: WEEKDAYS,
      startsAt: 8 * 60,
      endsAt: 17 * 60,
      memberPrice: 800,
      guestPrice: 1200,
    },
    {
      name: 'Pádel · horas punta',
      calendarIds: padelIds,
      weekdays: WEEKDAYS,
      startsAt: 17 * 60,
      endsAt: 23 * 60,
      memberPrice: 1200,
      guestPrice: 1800,
    },
    {
      name: 'Pádel · 90 min en punta',
      calendarIds: padelIds,
      weekdays: WEEKDAYS,
      startsAt: 17 * 60,
      endsAt: 23 * 60,
      durationMinutes: 90,
      memberPrice: 1600,
      guestPrice: 2500,
    },
    {
      name: 'Pádel · fin de semana',
      calendarIds: padelIds,
      weekdays: WEEKEND,
      startsAt: 9 * 60,
      endsAt: 21 * 60,
      memberPrice: 1200,
      guestPrice: 1800,
    },
    {
      name: 'Tenis',
      calendarIds: tennisIds,
      weekdays: [...WEEKDAYS, ...WEEKEND],
      startsAt: 0,
      endsAt: 24 * 60,
      memberPrice: 600,
      guestPrice: 1000,
    },
  ];
  const rows: PricingPolicy[] = [];
  for (const policy of policies) rows.push(await repo.pricingPolicies.insert({ clubId: club.id, durationMinutes: null, ...policy }));

  const padelLink = await repo.linkGroups.insert({
    clubId: club.id,
    name: 'Pistas de pádel',
    calendarIds: padelIds,
    windowDays: 7,
    minNoticeMinutes: 60,
    maxPerWeek: 3,
    audience: 'anyone',
    paymentRequired: true,
    freeCancelHours: 24,
    lateCancelFeePercent: 50,
  });
  const tennisLink = await repo.linkGroups.insert({
    clubId: club.id,
    name: 'Tenis · socios',
    calendarIds: tennisIds,
    windowDays: 14,
    minNoticeMinutes: 120,
    maxPerWeek: 2,
    audience: 'members',
    paymentRequired: false,
    freeCancelHours: 12,
    lateCancelFeePercent: null,
  });

  // The portal leads to the padel link (a page of the app: same tab).
  // Written as rows (a seed of bookings does not reach into the portal feature's repository).
  const [portalCount] = await db.select({ n: count() }).from(portalComponents).where(eq(portalComponents.clubId, club.id));
  await db.insert(portalComponents).values({
    clubId: club.id,
    name: 'Reservar pista de pádel',
    properties: { href: `/book/${padelLink.publicId}`, image: null },
    enabled: true,
    highlighted: true,
    position: portalCount?.n ?? 0,
    core: false,
    type: 'link',
  });

  const [member] = await db.select({ id: profiles.id, email: profiles.email }).from(profiles).where(eq(profiles.email, 'member@demo.test'));
  const random = generator(20_261_126);
  const days = daysFrom(shiftDay(today, -14), 29);
  // The padel school: Tuesdays and Thursdays 18:00–19:30 on court 1, a weekly series.
  const school = randomUUID();
  const ledger: DemoPayment[] = [];
  for (const day of days) {
    for (const calendar of [...padel, ...tennis]) {
      const isTennis = tennisIds.includes(calendar.id);
      const weekend = WEEKEND.includes(weekdayOf(day));
      let minute = (weekend ? 9 : 8) * 60;
      const closes = (weekend ? 21 : 23) * 60;
      while (minute < closes) {
        const schoolDay = calendar.id === padel[0]!.id && [2, 4].includes(weekdayOf(day));
        const schoolSlot = schoolDay && minute === 18 * 60;
        const length = schoolSlot ? 90 : random() < 0.6 ? 90 : 60;
        // Nothing may run into the school's 18:00 start: the court waits for it.
        if (schoolDay && minute < 18 * 60 && minute + length > 18 * 60) {
          minute = 18 * 60;
          continue;
        }
        if (minute + length > closes) break;
        const busyChance = minute >= 17 * 60 || weekend ? 0.7 : 0.3;
        if (schoolSlot || random() < busyChance) {
          const startAt = localInstant(day, minute, calendar.timeZone);
          const byMember = !schoolSlot && member && random() < 0.05;
          const [name, email] = BOOKERS[Math.floor(random() * BOOKERS.length)]!;
          const kind = byMember ? 'member' : 'guest';
          const amount = schoolSlot
            ? 0
            : quote(rows, { calendarId: calendar.id, startAt, minutes: length, timeZone: calendar.timeZone }, kind).amount;
          const cancelled = !schoolSlot && random() < 0.06;
          const booked = await repo.bookings.insert({
            clubId: club.id,
            calendarId: calendar.id,
            linkGroupId: schoolSlot ? null : isTennis ? tennisLink.id : padelLink.id,
            kind: 'booking',
            status: cancelled ? 'cancelled' : 'confirmed',
            bookerEmail: schoolSlot ? null : byMember ? member.email : email,
            bookerName: schoolSlot ? 'Escuela de pádel' : byMember ? 'Pau Soler' : name,
            profileId: byMember ? member.id : null,
            priceKind: schoolSlot ? 'manual' : kind,
            description: schoolSlot ? 'Escuela de pádel · alevín' : isTennis ? 'Tenis · socios' : 'Pistas de pádel',
            startAt,
            endAt: new Date(startAt.getTime() + length * 60_000),
            amount,
            seriesId: schoolSlot ? school : null,
            cancelledAt: cancelled ? new Date(startAt.getTime() - 2 * 86_400_000) : null,
            cancelFee: cancelled ? 0 : null,
          });
          // The padel courts' demo bookings were paid (and given back when cancelled): the ledger has their payment.
          if (!schoolSlot && !isTennis && amount > 0) {
            const bookedAt = new Date(startAt.getTime() - 3 * 86_400_000);
            ledger.push({
              clubId: club.id,
              purpose: 'booking',
              subjectId: booked.publicId,
              reference: bookingReference(booked.publicId),
              amount,
              currency: booked.currency,
              intentId: `demo-${randomUUID()}`,
              paidAt: bookedAt,
              refundedAt: booked.cancelledAt,
            });
          }
        }
        minute += length + (random() < 0.3 ? 30 : 0);
      }
    }
  }
  await seedDemoPayments(db, ledger);
  // A maintenance block on court 4 tomorrow, before opening.
  const blockStart = localInstant(shiftDay(today, 1), 7 * 60, ZONE);
  await repo.bookings.insert({
    clubId: club.id,
    calendarId: padel[3]!.id,
    kind: 'block',
    status: 'confirmed',
    description: 'Mantenimiento',
    priceKind: 'manual',
    startAt: blockStart,
    endAt: new Date(blockStart.getTime() + 60 * 60_000),
  });
}

function shiftDay(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
