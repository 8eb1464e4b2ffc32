// Issue 13's bench lines: free slots for a month across 20 calendars, the agenda week, and 100
// concurrent requests for one slot (exactly one booking). The bench's 20 courts are CD Demo's
// own, on top of the 8 demo ones (the agenda shows all 28), with 300 bookings over the month.

const BENCH_CALENDARS = 20;
const BENCH_BOOKINGS = 300;

const isoDay = (date) => date.toISOString().slice(0, 10);

/** Creates the courts, a price rule, a month-long link and bookings as CD Demo's manager. */
export async function prepareBookings(api, cdDemo, auth) {
  const call = async (method, path, body) => {
    const response = await fetch(`${api}/api/clubs/${cdDemo}/bookings${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '23:00' }));
  const calendars = [];
  for (let n = 1; n <= BENCH_CALENDARS; n++) {
    calendars.push(await call('POST', '/calendars', { name: `Bench ${n}`, sport: 'padel', slotMinutes: [60, 90], openingHours }));
  }
  const calendarHashes = calendars.map((calendar) => calendar.hash);
  for (const [name, startsAt, endsAt, memberPrice, guestPrice] of [
    ['Bench valle', '08:00', '17:00', 800, 1200],
    ['Bench punta', '17:00', '23:00', 1200, 1800],
  ]) {
    await call('POST', '/pricing-policies', {
      name,
      calendarHashes,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startsAt,
      endsAt,
      memberPrice,
      guestPrice,
    });
  }
  const link = await call('POST', '/link-groups', { name: 'Bench month', calendarHashes, windowDays: 31, minNoticeMinutes: 0 });
  // Bookings spread over the month: day d, court c, an hour from 09:00 on (never overlapping).
  const tomorrow = new Date(Date.now() + 86_400_000);
  for (let n = 0; n < BENCH_BOOKINGS; n++) {
    const day = new Date(tomorrow.getTime() + (n % 30) * 86_400_000);
    const hour = 9 + (Math.floor(n / 30) % 12);
    await call('POST', '/agenda', {
      calendarHash: calendarHashes[n % BENCH_CALENDARS],
      startAt: `${isoDay(day)}T${String(hour - 1).padStart(2, '0')}:00:00Z`,
      minutes: 60,
      bookerName: `Bench ${n}`,
    });
  }
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return { linkHash: link.hash, calendarHashes, from: isoDay(tomorrow), weekFrom: isoDay(monday) };
}

/**
 * 100 requests for the same free slot at once, from 100 different people: the database's
 * exclusion constraint lets exactly one through; the others must hear 409 slotTaken.
 */
export async function raceOneSlot(api, linkHash, calendarHash) {
  const day = isoDay(new Date(Date.now() + 20 * 86_400_000));
  const startAt = `${day}T20:00:00Z`;
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      fetch(`${api}/api/booking-links/${linkHash}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ calendarHash, startAt, minutes: 60, email: `race-${n}@example.org`, name: `Racer ${n}` }),
      }).then(async (response) => {
        const body = await response.json();
        return { status: response.status, reason: body.reason, hash: body.hash };
      }),
    ),
  );
  return {
    bookingHash: answers.find((a) => a.status === 201)?.hash,
    booked: answers.filter((a) => a.status === 201).length,
    taken: answers.filter((a) => a.status === 409 && a.reason === 'slotTaken').length,
    other: answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.reason === 'slotTaken')).length,
  };
}
