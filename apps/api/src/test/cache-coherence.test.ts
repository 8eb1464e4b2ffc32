import {
  PROFILE_TYPE_CODES,
  TokenResponseSchema,
  UserProfileResponseSchema,
  type FeatureCode,
  type UserProfileResponse,
} from '@tribuna/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { watchedTablesOf, type WatchedTable } from '../lib/cache/change-feed';
import { FEATURES } from '../features';
import { hashIn, type SmtpCapture } from '../lib/outbox/testing/smtp-capture';
import { mailKit, validSignup } from './accounts-test-kit';
import { rowsOf } from '../db/rows';
import { cardCodeOf } from '../features/access-control/access-control-test-kit';
import { createTestDatabase } from './test-database';
import { createAdmin, createClub, createGuardianWithChild, createManager, createMember, FACTORY_PASSWORD, signIn } from './factories';
import { bearer, testConfig, type TestApp } from './test-app';

// Issue 9 part 4: every watched table is changed through the API, and every cached read that
// depends on it shows the change on the very next request of the same process. The app is
// built deaf: LISTEN never starts, so no notification can clear a cache; the caches are
// switched on by hand, as if it had. Only the writer's own unit of work can make these pass.

/** The real app on a real database, with live read caches and no change feed. */
async function createDeafTestApp(): Promise<TestApp> {
  const testDb = await createTestDatabase({ seed: false });
  const database: Database = { ...testDb.database, listen: async () => async () => undefined };
  // Loopback feeds: the bookings' case reads an external calendar served on 127.0.0.1.
  const config = testConfig({ RATE_LIMIT: 'false', EXTERNAL_FEEDS_ALLOW_LOOPBACK: 'true' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  app.changes.listener.connected();
  return {
    app,
    config,
    db: database.db,
    async close() {
      await app.close();
      await testDb.drop();
    },
    async login(username, password = FACTORY_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { username, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
      const body = TokenResponseSchema.parse(response.json());
      return { token: body.token, refresh: '', body };
    },
  };
}

let t: TestApp;
let smtp: SmtpCapture;
let deliver: () => Promise<void>;
const tokens: Record<string, string> = {};
let cd = ''; // the club's hash
let coherent: Awaited<ReturnType<typeof createClub>>;

beforeAll(async () => {
  t = await createDeafTestApp();
  ({ smtp, deliver } = await mailKit(() => t));
  // One club with its manager, a member (Pau), a guardian with a child (Leo), and an admin.
  const club = await createClub(t, { name: 'Club Coherente', shortname: 'coherent' });
  tokens.manager = (await signIn(t, (await createManager(t, club)).user)).token;
  tokens.member = (await signIn(t, (await createMember(t, club, { name: 'Pau', lastname: 'Soler' })).user)).token;
  tokens.guardian = (await signIn(t, (await createGuardianWithChild(t, club, { child: { name: 'Leo' } })).user)).token;
  tokens.admin = (await signIn(t, await createAdmin(t))).token;
  cd = club.hash;
  coherent = club;
});
afterAll(async () => {
  await smtp?.stop();
  await t?.close();
});

const headersOf = (user?: string) => (user ? bearer(tokens[user] ?? user) : {});
/** `user` is a name of `tokens` or a raw token. */
const get = (url: string, user?: string) => t.app.inject({ url, headers: headersOf(user) });
const send = (method: InjectOptions['method'], url: string, user: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(user), ...(payload ? { payload } : {}) });
/** A manager's merge-patch (the catalogue's and the bookings' PATCH routes). */
const patch = (url: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...headersOf('manager'), 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(body),
  });
/** A merge-patch as the holder of `token`. */
const patch2 = (url: string, token: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
    payload: JSON.stringify(body),
  });
const ok = async (response: Promise<{ statusCode: number; body: string }>, status = 200) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return JSON.parse(answer.body || 'null');
};

async function profileOf(user: string): Promise<UserProfileResponse> {
  return UserProfileResponseSchema.parse(await ok(get('/api/profile', user)));
}
const clubIn = (profile: UserProfileResponse, shortname: string) => profile.clubs.find((c) => c.shortname === shortname);

/** Reads everything twice: the first fills the caches, the second is served from them. */
async function warm<T>(read: () => Promise<T>): Promise<T> {
  await read();
  return read();
}

/** Which write of each watched table this file makes through the API. */
const COVERED: Record<WatchedTable, string> = {
  users: 'accepting the privacy policy; confirming an email address',
  profiles: 'a manager renaming and disabling a person (PATCH …/people/{personHash})',
  clubs: 'renaming the club in its settings (PATCH …/settings)',
  club_features: 'an admin switching a feature (PUT /api/admin/clubs/{clubHash}/features)',
  guardianships: 'linking and unlinking a guardian (POST/DELETE …/guardians)',
  campaigns: 'a manager renaming a campaign (PATCH …/commerce/campaigns/{campaignHash})',
  campaign_products: 'a manager repricing a product; a buyer checking out (stock)',
  product_options: 'a manager changing a size’s stock (PATCH …/products/{productHash} with options)',
  booking_calendars: 'a manager offering 60 minutes only (PATCH …/bookings/calendars/{calendarHash})',
  booking_opening_rules: 'a manager closing earlier (PATCH …/calendars/{calendarHash} with openingHours)',
  booking_exceptions: 'a manager closing a day (POST …/bookings/exceptions)',
  booking_pricing_policies: 'a manager adding a price rule (POST …/bookings/pricing-policies)',
  booking_link_groups: 'a manager closing the link (PATCH …/bookings/link-groups/{linkGroupHash})',
  bookings: 'a visitor booking (POST /api/booking-links/{linkHash}/bookings); the agenda shows it',
  booking_busy_times: 'a manager reading an external calendar (POST …/external-feed/refresh)',
  access_lists: 'a manager letting a gate admit a second entry (PATCH …/access-lists/{listHash}); the next scan follows it',
  access_devices: 'a manager revoking a door phone (POST …/access-devices/{deviceHash}/revoke); its next scan is refused',
  subsidies: 'a manager recording and renaming a subsidy (POST/PATCH …/subsidies)',
  subsidy_managers: 'a manager handing a subsidy over to another manager and back (PATCH …/subsidies/{subsidyHash} managers)',
  subsidy_beneficiaries: 'a manager adding and removing a beneficiary (POST/DELETE …/subsidies/{subsidyHash}/beneficiaries)',
  sponsors: 'a manager adding, renaming and removing a sponsor (POST/PATCH/DELETE …/sponsors)',
};

describe('cache coherence: the set-up', () => {
  it('covers every watched table', () => {
    expect(Object.keys(COVERED).sort()).toEqual(watchedTablesOf(FEATURES).sort());
  });

  it('serves cached reads and hears no notification (so only the writer can clear a cache)', async () => {
    const name = async () => (await ok(get('/api/clubs/p/coherent'))).name;
    expect(await warm(name)).toBe('Club Coherente');
    // Committed straight to the database, the way another process would: nobody tells us.
    await t.db.execute(sql`update clubs set name = 'Unheard' where shortname = 'coherent'`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await name()).toBe('Club Coherente');
    await t.db.execute(sql`update clubs set name = 'Club Coherente' where shortname = 'coherent'`);
  });
});

describe('cache coherence: every cached read sees a write through the API at once', () => {
  it('clubs: a rename shows in the public pages, the detail, the profile and club-context routes', async () => {
    const names = async () => ({
      publicPage: (await ok(get('/api/clubs/p/coherent'))).name,
      publicByHash: (await ok(get(`/api/clubs/${cd}`))).name,
      detail: (await ok(get(`/api/clubs/${cd}`, 'member'))).name,
      profile: clubIn(await profileOf('member'), 'coherent')?.name,
      // Club-context routes: the club row comes from the cached context.
      settings: (await ok(get(`/api/clubs/${cd}/settings`, 'manager'))).name,
      memberCard: (await ok(get(`/api/clubs/${cd}/member-card`, 'member'))).club.name,
    });
    const everywhere = (name: string) => ({
      publicPage: name,
      publicByHash: name,
      detail: name,
      profile: name,
      settings: name,
      memberCard: name,
    });
    expect(await warm(names)).toEqual(everywhere('Club Coherente'));
    await ok(send('PATCH', `/api/clubs/${cd}/settings`, 'manager', { name: 'Club Coherente Renamed' }));
    expect(await names()).toEqual(everywhere('Club Coherente Renamed'));
    await ok(send('PATCH', `/api/clubs/${cd}/settings`, 'manager', { name: 'Club Coherente' }));
    expect(await names()).toEqual(everywhere('Club Coherente'));
  });

  it('club_features: a switch shows in the features gate, the club and the admin list', async () => {
    const code: FeatureCode = 'records_from_children';
    const adminList = async () => (await ok(get(`/api/admin/clubs/${cd}/features`, 'admin'))) as { code: string; enabled: boolean }[];
    const enabledBefore = (await adminList()).filter((f) => f.enabled).map((f) => f.code);
    expect(enabledBefore).toContain(code);
    const state = async () => ({
      gate: (await get(`/api/clubs/${cd}/member-card/children`, 'guardian')).statusCode,
      clubFeatures: ((await ok(get(`/api/clubs/${cd}/features`, 'member'))) as { code: string }[]).some((f) => f.code === code),
      clubDetail: ((await ok(get(`/api/clubs/${cd}`, 'member'))).enabledFeatures as { code: string }[]).some((f) => f.code === code),
      adminList: (await adminList()).find((f) => f.code === code)?.enabled,
    });
    expect(await warm(state)).toEqual({ gate: 200, clubFeatures: true, clubDetail: true, adminList: true });
    await ok(send('PUT', `/api/admin/clubs/${cd}/features`, 'admin', { codes: enabledBefore.filter((c) => c !== code) }));
    expect(await state()).toEqual({ gate: 403, clubFeatures: false, clubDetail: false, adminList: false });
    await ok(send('PUT', `/api/admin/clubs/${cd}/features`, 'admin', { codes: enabledBefore }));
    expect(await state()).toEqual({ gate: 200, clubFeatures: true, clubDetail: true, adminList: true });
  });

  it("profiles: renaming and disabling a person shows in the profile, the club context, the people list and its totals, and an impersonation's standing", async () => {
    const pau = Object.values(clubIn(await profileOf('member'), 'coherent')!.profiles)[0]!.hash;
    // The club's manager acts as Pau: allowed while Pau has an enabled profile there only.
    const impersonation = await ok(send('POST', '/api/impersonation', 'manager', { profileHash: pau }));
    const asPau = TokenResponseSchema.parse(impersonation).token;
    const people = (query: string) => ok(get(`/api/clubs/${cd}/people?${query}`, 'manager'));
    const state = async () => {
      const profile = await profileOf('member');
      return {
        profileName: clubIn(profile, 'coherent') ? Object.values(clubIn(profile, 'coherent')!.profiles)[0]!.name : null,
        clubContext: (await get(`/api/clubs/${cd}/features`, 'member')).statusCode,
        disabledTotal: (await people('enabled=false'))['hydra:totalItems'] as number,
        found: ((await people('search=Pablo%20Soler'))['hydra:member'] as { name: string }[]).map((p) => p.name),
        impersonation: (await get('/api/profile', asPau)).statusCode,
      };
    };
    const before = await warm(state);
    expect(before).toMatchObject({ profileName: 'Pau', clubContext: 200, found: [], impersonation: 200 });
    await ok(send('PATCH', `/api/clubs/${cd}/people/${pau}`, 'manager', { name: 'Pablo', enabled: false }));
    expect(await state()).toEqual({
      profileName: null,
      clubContext: 403,
      disabledTotal: before.disabledTotal + 1,
      found: ['Pablo'],
      impersonation: 401,
    });
    await ok(send('PATCH', `/api/clubs/${cd}/people/${pau}`, 'manager', { name: 'Pau', enabled: true }));
    expect(await state()).toEqual(before);
  });

  it("guardianships: linking a guardian shows in the guardian's children cards and the child's page", async () => {
    const laura = Object.values(clubIn(await profileOf('guardian'), 'coherent')!.profiles).find(
      (p) => p.type === PROFILE_TYPE_CODES.guardian,
    )!.hash;
    const nina = (
      await ok(send('POST', `/api/clubs/${cd}/people`, 'manager', { type: 'player', name: 'Nina', surname: 'Coherència' }), 201)
    ).id as string;
    const state = async () => ({
      cards: ((await ok(get(`/api/clubs/${cd}/member-card/children`, 'guardian'))) as { person: { name: string } }[]).map(
        (c) => c.person.name,
      ),
      guardians: ((await ok(get(`/api/clubs/${cd}/people/${nina}`, 'manager'))).guardians as { id: string }[]).map((g) => g.id),
    });
    expect(await warm(state)).toEqual({ cards: ['Leo'], guardians: [] });
    await ok(send('POST', `/api/clubs/${cd}/people/${nina}/guardians`, 'manager', { guardian: laura }), 201);
    expect(await state()).toEqual({ cards: ['Leo', 'Nina'], guardians: [laura] });
    await ok(send('DELETE', `/api/clubs/${cd}/people/${nina}/guardians/${laura}`, 'manager'), 200);
    expect(await state()).toEqual({ cards: ['Leo'], guardians: [] });
  });

  it('users: accepting a new privacy version clears the need to accept in the profile at once', async () => {
    const required = async () => clubIn(await profileOf('member'), 'coherent')?.privacyAcceptanceRequired;
    expect(await warm(required)).toBe(false);
    const settings = await ok(send('PATCH', `/api/clubs/${cd}/settings`, 'manager', { privacy: { publishNewVersion: true } }));
    expect(await required()).toBe(true);
    await ok(
      send('POST', `/api/clubs/${cd}/privacy/accept`, 'member', {
        privacyVersion: settings.privacy.version,
        termsVersion: settings.terms.version,
      }),
    );
    expect(await required()).toBe(false);
  });

  it('users: confirming an email address shows in the profile at once', async () => {
    const signup = validSignup('coherent@example.test');
    const token = TokenResponseSchema.parse(await ok(send('POST', '/api/users/register', '', signup))).token;
    const validated = async () => (await profileOf(token)).emailValidated;
    expect(await warm(validated)).toBe(false);
    await deliver();
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/users/confirm-email',
        payload: { hash: hashIn(smtp.lastTo('coherent@example.test').text) },
      }),
    );
    expect(await validated()).toBe(true);
  });
});

const FEATURES_DIR = fileURLToPath(new URL('../features', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('cache coherence: the shop', () => {
  const commerce = () => `/api/clubs/${cd}/commerce`;
  /** A campaign of the club open from yesterday for a month, as its manager creates it; its hash. */
  const openCampaign = async (name: string) => {
    const day = 86_400_000;
    const startingDate = new Date(Date.now() - day).toISOString();
    const endingDate = new Date(Date.now() + 30 * day).toISOString();
    return (await ok(send('POST', `${commerce()}/campaigns`, 'manager', { name, startingDate, endingDate }), 201)).hash as string;
  };

  it('campaigns, campaign_products and product_options: the public campaign page shows a rename, a new price, a size’s stock and a sale at once', async () => {
    const campaign = await openCampaign('Equipación');
    const product = await ok(
      send('POST', `${commerce()}/campaigns/${campaign}/products`, 'manager', {
        name: 'Camiseta',
        price: 2500,
        options: [
          { name: 'S', stock: 5 },
          { name: 'M', stock: 5 },
        ],
      }),
      201,
    );
    await ok(patch(`${commerce()}/campaigns/${campaign}`, { published: true }));
    const page = async () => {
      const body = await ok(get(`/api/clubs/${cd}/shop/campaigns/${campaign}`));
      const shirt = body.products[0];
      return {
        name: body.name,
        price: shirt.totalAmount,
        sizes: shirt.options.map((o: { stock: { total: number; sold: number } }) => o.stock),
      };
    };
    expect(await warm(page)).toEqual({
      name: 'Equipación',
      price: 2500,
      sizes: [
        { total: 5, sold: 0 },
        { total: 5, sold: 0 },
      ],
    });
    await ok(patch(`${commerce()}/campaigns/${campaign}`, { name: 'Equipación 2027' }));
    expect((await page()).name).toBe('Equipación 2027');
    await ok(patch(`${commerce()}/campaigns/${campaign}/products/${product.hash}`, { price: 2800 }));
    expect((await page()).price).toBe(2800);
    const [small, medium] = product.options as { hash: string; name: string }[];
    await ok(
      patch(`${commerce()}/campaigns/${campaign}/products/${product.hash}`, {
        options: [
          { hash: small!.hash, name: 'S', stock: 8 },
          { hash: medium!.hash, name: 'M', stock: 5 },
        ],
      }),
    );
    expect((await page()).sizes[0]).toEqual({ total: 8, sold: 0 });
    await ok(
      send('POST', `/api/clubs/${cd}/shop/campaigns/${campaign}/orders`, 'manager', {
        items: [{ productHash: product.hash, optionHash: medium!.hash, quantity: 2 }],
        buyer: { name: 'Ana', email: 'ana@example.org' },
      }),
      201,
    );
    expect((await page()).sizes[1]).toEqual({ total: 5, sold: 2 });
  });

  it('campaign_products: checkout prices from its cached catalogue, which a sale keeps and a new price drops', async () => {
    const campaign = await openCampaign('Bufandas');
    const product = (
      await ok(send('POST', `${commerce()}/campaigns/${campaign}/products`, 'manager', { name: 'Bufanda', price: 1500, stock: 100 }), 201)
    ).hash as string;
    await ok(patch(`${commerce()}/campaigns/${campaign}`, { published: true }));
    let buyer = 0;
    const buy = async () => {
      buyer += 1;
      const answer = await ok(
        send('POST', `/api/clubs/${cd}/shop/campaigns/${campaign}/orders`, 'manager', {
          items: [{ productHash: product, quantity: 1 }],
          buyer: { name: 'Bea', email: `bea-${buyer}@example.org` },
        }),
        201,
      );
      return answer.order.amount as number;
    };
    expect(await buy()).toBe(1500);
    // A price written straight to the database (another process's write, unheard here) stays
    // unseen: the sale just made did not clear the catalogue.
    await t.db.execute(sql`update campaign_products set price_cents = 1700 where public_id = ${product}`);
    expect(await buy()).toBe(1500);
    // The manager's new price, through the API: the next checkout charges it.
    await ok(patch(`${commerce()}/campaigns/${campaign}/products/${product}`, { price: 2000 }));
    expect(await buy()).toBe(2000);
  });
});

describe('cache coherence: bookings', () => {
  it('every bookings table: the public free slots and the agenda show each write at once', async () => {
    const bookings = `/api/clubs/${cd}/bookings`;
    const everyDay = (opensAt: string, closesAt: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt, closesAt }));
    const court = await ok(
      send('POST', `${bookings}/calendars`, 'manager', { name: 'Pista', sport: 'padel', openingHours: everyDay('08:00', '22:00') }),
      201,
    );
    const link = await ok(send('POST', `${bookings}/link-groups`, 'manager', { name: 'Pádel', calendarHashes: [court.hash] }), 201);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    type Slot = { startAt: string; minutes: number; guestPrice: number };
    const slots = async (): Promise<Slot[] | number> => {
      const answer = await get(`/api/booking-links/${link.hash}/slots?from=${day}`);
      return answer.statusCode === 200 ? (JSON.parse(answer.body) as { 'hydra:member': Slot[] })['hydra:member'] : answer.statusCode;
    };
    const list = async () => (await slots()) as Slot[];
    const first = (await warm(list))[0]!;
    expect(first.guestPrice).toBe(0);
    expect((await list()).some((slot) => slot.minutes === 90)).toBe(true);

    await ok(patch(`${bookings}/calendars/${court.hash}`, { slotMinutes: [60] }));
    expect((await list()).every((slot) => slot.minutes === 60)).toBe(true);

    const lastBefore = (await list()).at(-1)!.startAt;
    await ok(patch(`${bookings}/calendars/${court.hash}`, { openingHours: everyDay('08:00', '20:00') }));
    expect((await list()).at(-1)!.startAt < lastBefore).toBe(true);

    await ok(
      send('POST', `${bookings}/pricing-policies`, 'manager', {
        name: 'Todo',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        startsAt: '00:00',
        endsAt: '24:00',
        memberPrice: 1000,
        guestPrice: 1500,
      }),
      201,
    );
    expect((await list())[0]!.guestPrice).toBe(1500);

    const agenda = async () => (await ok(get(`${bookings}/agenda?from=${day}&days=1`, 'manager'))).bookings.length as number;
    expect(await warm(agenda)).toBe(0);
    const taken = (await list())[0]!;
    await ok(
      send('POST', `/api/booking-links/${link.hash}/bookings`, 'member', {
        calendarHash: court.hash,
        startAt: taken.startAt,
        minutes: 60,
        email: 'ana@example.org',
        name: 'Ana',
      }),
      201,
    );
    expect((await list()).some((slot) => slot.startAt === taken.startAt)).toBe(false);
    expect(await agenda()).toBe(1);

    // An external calendar busy all afternoon (served here, read through the API).
    const { createServer } = await import('node:http');
    const afternoon = (hour: number) => `${day.replaceAll('-', '')}T${String(hour).padStart(2, '0')}0000Z`;
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:busy@test',
      `DTSTART:${afternoon(12)}`,
      `DTEND:${afternoon(18)}`,
      'SUMMARY:Torneo',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      await ok(patch(`${bookings}/calendars/${court.hash}`, { externalFeedUrl: `http://127.0.0.1:${port}/feed.ics` }));
      await list(); // cached again without the busy times
      await ok(send('POST', `${bookings}/calendars/${court.hash}/external-feed/refresh`, 'manager'));
      expect((await list()).some((slot) => slot.startAt === `${day}T13:00:00.000Z`)).toBe(false);
    } finally {
      server.close();
    }

    await ok(send('POST', `${bookings}/exceptions`, 'manager', { calendarHash: court.hash, day, label: 'Cerrado' }), 201);
    expect(await list()).toEqual([]);

    await ok(patch(`${bookings}/link-groups/${link.hash}`, { enabled: false }));
    expect(await slots()).toBe(404);
  });
});

describe('cache coherence: sponsors', () => {
  it('sponsors: the public list shows a new sponsor, a rename and a removal at once', async () => {
    const names = async () =>
      ((await ok(get(`/api/clubs/${cd}/sponsors`))) as { 'hydra:member': { name: string }[] })['hydra:member'].map((s) => s.name);
    const before = await warm(names);
    const added = await ok(send('POST', `/api/clubs/${cd}/sponsors`, 'manager', { name: 'Panadería Coherente', url: null }), 201);
    expect(await names()).toEqual([...before, 'Panadería Coherente']);
    await ok(patch(`/api/clubs/${cd}/sponsors/${added.hash}`, { name: 'Horno Coherente' }));
    expect(await names()).toEqual([...before, 'Horno Coherente']);
    await ok(send('DELETE', `/api/clubs/${cd}/sponsors/${added.hash}`, 'manager'), 204);
    expect(await names()).toEqual(before);
  });
});

describe('cache coherence: subsidies', () => {
  it("subsidies, subsidy_managers and subsidy_beneficiaries: the manager's Subsidies submenu and the people list show each write at once", async () => {
    const submenu = async () => clubIn(await profileOf('manager'), 'coherent')?.subsidies.map((s) => s.name) ?? [];
    const pau = async () =>
      (
        (await ok(get(`/api/clubs/${cd}/people?search=Soler`, 'manager')))['hydra:member'] as {
          name: string;
          subsidies?: { name: string }[];
        }[]
      )
        .find((p) => p.name === 'Pau')
        ?.subsidies?.map((s) => s.name);
    const state = async () => ({ submenu: await submenu(), pau: await pau() });
    expect(await warm(state)).toEqual({ submenu: [], pau: [] });

    const subsidy = await ok(
      send('POST', `/api/clubs/${cd}/subsidies`, 'manager', {
        name: 'Beca',
        funder: 'Ayuntamiento',
        amount: 1000,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
      }),
      201,
    );
    expect(await warm(state)).toEqual({ submenu: ['Beca'], pau: [] });
    await ok(patch(`/api/clubs/${cd}/subsidies/${subsidy.hash}`, { name: 'Beca deportiva' }));
    expect(await state()).toEqual({ submenu: ['Beca deportiva'], pau: [] });

    const pauHash = Object.values(clubIn(await profileOf('member'), 'coherent')!.profiles)[0]!.hash;
    await ok(send('POST', `/api/clubs/${cd}/subsidies/${subsidy.hash}/beneficiaries`, 'manager', { people: [pauHash] }));
    // Pau benefits; as its manager, the manager's own profile is listed with it too.
    expect(await state()).toEqual({ submenu: ['Beca deportiva'], pau: ['Beca deportiva'] });
    await ok(send('DELETE', `/api/clubs/${cd}/subsidies/${subsidy.hash}/beneficiaries/${pauHash}`, 'manager'), 204);
    expect(await state()).toEqual({ submenu: ['Beca deportiva'], pau: [] });

    // Handed over to another manager: it leaves this manager's submenu, and comes back.
    const own = subsidy.managers[0].hash as string;
    const other = await createManager(t, coherent);
    await ok(patch(`/api/clubs/${cd}/subsidies/${subsidy.hash}`, { managers: [other.profile.hash] }));
    expect(await state()).toEqual({ submenu: [], pau: [] });
    const otherToken = (await signIn(t, other.user)).token;
    await ok(patch2(`/api/clubs/${cd}/subsidies/${subsidy.hash}`, otherToken, { managers: [own] }));
    expect(await state()).toEqual({ submenu: ['Beca deportiva'], pau: [] });
    await ok(send('DELETE', `/api/clubs/${cd}/subsidies/${subsidy.hash}`, 'manager'), 204);
    expect(await state()).toEqual({ submenu: [], pau: [] });
  });
});

describe('cache coherence: no manual clearing', () => {
  // Writes name their tables in `data.write([...])`, which clears the caches after the commit;
  // a hand-written invalidate is what someone forgets. (Tests may still clear caches to stand
  // for another process's write, so test files are not searched.)
  it('finds no `.invalidate(` call in any feature source file', () => {
    const calls = sourceFiles(FEATURES_DIR).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(FEATURES_DIR, file)}:${index + 1}` }))
        .filter(({ line }) => line.includes('.invalidate('))
        .map(({ at }) => at),
    );
    expect(calls).toEqual([]);
  });
});

describe('cache coherence: access control', () => {
  it("access_lists and access_devices: the door scan's list and phone (kept in memory) follow a manager's change at once", async () => {
    const [pau] = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select p.id from profiles p join clubs c on c.id = p.club_id where c.shortname = 'coherent' and p.name = 'Pau'`,
      ),
    );
    const list = await ok(
      send('POST', `/api/clubs/${cd}/access-lists`, 'manager', { name: 'Puerta coherente', kind: 'members', allowMultipleEntries: false }),
      201,
    );
    const { token } = await ok(send('POST', `/api/clubs/${cd}/access-devices/tokens`, 'manager', { listHash: list.hash }), 201);
    const phone = await ok(send('POST', `/api/clubs/${cd}/access-devices`, 'manager', { token, name: 'Móvil coherente' }), 201);
    let n = 0;
    const scan = async () =>
      t.app.inject({
        method: 'POST',
        url: `/api/clubs/${cd}/access-control/scans`,
        headers: { ...headersOf('manager'), 'x-access-device': phone.deviceSecret },
        payload: { listHash: list.hash, code: await cardCodeOf(t, pau!.id), nonce: `coherent-${(n += 1)}` },
      });
    expect((await ok(scan())).result).toBe('admitted');
    expect(await ok(scan())).toMatchObject({ result: 'refused', reason: 'alreadyInside' });
    await ok(patch(`/api/clubs/${cd}/access-lists/${list.hash}`, { allowMultipleEntries: true }));
    expect((await ok(scan())).result).toBe('admitted');
    await ok(send('POST', `/api/clubs/${cd}/access-devices/${phone.deviceHash}/revoke`, 'manager'));
    const refused = await scan();
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'DEVICE_REVOKED' });
  });
});
