import { PortalComponentCollectionSchema, PortalComponentSchema, PublicPortalSchema, type PortalComponent } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../../db/schema';
import {
  createClub,
  createManager,
  createMember,
  createPortalLink,
  injectAs,
  signIn,
  writeThroughApp,
  type ClubFixture,
  type Session,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { coreComponentAvailable } from './portal-availability';

let t: TestApp;
let club: ClubFixture;
let manager: Session;
let member: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
  member = await signIn(t, (await createMember(t, club)).user);
});
afterAll(() => t.close());

const base = (c: ClubFixture = club) => `/api/clubs/${c.hash}/portal/components`;
const as = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
const page = async (query = '', c: ClubFixture = club, session = manager) =>
  PortalComponentCollectionSchema.parse((await as(session, { url: `${base(c)}${query}` })).json());
const fieldsOf = (body: { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } }) =>
  body.invalidParamsList.invalidParams.map((p) => [p.field, p.codes[0]]);
const publicPortal = async (c: ClubFixture = club) =>
  PublicPortalSchema.parse((await t.app.inject({ url: `/api/clubs/${c.hash}/portal` })).json());

describe('portal components', () => {
  it('start with the four core components, disabled, and page by 10', async () => {
    const first = await page();
    expect(first['hydra:member'].map((c) => [c.name, c.core, c.enabled, c.type])).toEqual([
      ['tickets', true, false, null],
      ['campaigns', true, false, null],
      ['member.registration', true, false, null],
      ['inscriptions', true, false, null],
    ]);
    for (let i = 0; i < 8; i++) await createPortalLink(t, club, { name: `Link ${i}` });
    const [one, two] = [await page(), await page('?page=2')];
    expect(one['hydra:totalItems']).toBe(12);
    expect(one['hydra:member']).toHaveLength(10);
    expect(two['hydra:member'].map((c) => c.name)).toEqual(['Link 6', 'Link 7']);
  });

  it('add custom links with web links only, in the place asked, and edit, highlight and remove them', async () => {
    const fresh = await createClub(t);
    const boss = await signIn(t, (await createManager(t, fresh)).user);
    const create = (payload: object) => as(boss, { method: 'POST', url: base(fresh), payload });
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c']) {
      const refused = await create({ name: 'Hostile', type: 'link', properties: { href } });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json())).toEqual([['properties.href', 'webLinkOnly']]);
    }
    const created = await create({
      name: 'Federació',
      type: 'link',
      properties: { href: 'https://fed.example/' },
      order: 0,
      highlighted: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = PortalComponentSchema.parse(created.json());
    expect(link).toMatchObject({
      core: false,
      type: 'link',
      order: 0,
      highlighted: true,
      enabled: true,
      properties: { href: 'https://fed.example/', image: null },
    });
    expect((await page('', fresh, boss))['hydra:member'].map((c) => c.order)).toEqual([0, 1, 2, 3, 4]);

    const put = (id: number, payload: object) => as(boss, { method: 'PUT', url: `${base(fresh)}/${id}`, payload });
    const moved = PortalComponentSchema.parse((await put(link.id, { order: 9, name: 'Federació Catalana' })).json());
    expect(moved).toMatchObject({ name: 'Federació Catalana', order: 4 });
    expect((await as(boss, { method: 'DELETE', url: `${base(fresh)}/${link.id}` })).statusCode).toBe(204);
    expect((await page('', fresh, boss))['hydra:member'].map((c) => c.order)).toEqual([0, 1, 2, 3]);
  });

  it('keep core components: renamed or removed never, enabled, highlighted and ordered yes', async () => {
    const core = (await page())['hydra:member'].find((c) => c.name === 'member.registration')!;
    const rename = await as(manager, { method: 'PUT', url: `${base()}/${core.id}`, payload: { name: 'Join' } });
    expect(fieldsOf(rename.json())).toEqual([['name', 'portalCoreFixed']]);
    const removed = await as(manager, { method: 'DELETE', url: `${base()}/${core.id}` });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ reason: 'portalCoreNotRemovable' });
    const enabled = await as(manager, { method: 'PUT', url: `${base()}/${core.id}`, payload: { enabled: true, highlighted: true } });
    expect(PortalComponentSchema.parse(enabled.json())).toMatchObject({ enabled: true, highlighted: true });
  });

  it('show visitors only the enabled components whose area is available, in order', async () => {
    const fresh = await createClub(t);
    const boss = await signIn(t, (await createManager(t, fresh)).user);
    const all = (await page('', fresh, boss))['hydra:member'];
    const put = (c: PortalComponent, payload: object) => as(boss, { method: 'PUT', url: `${base(fresh)}/${c.id}`, payload });
    for (const c of all) await put(c, { enabled: true });
    const link = await createPortalLink(t, fresh, { name: 'Botiga', href: 'https://botiga.example/' });
    // Nothing is published in the shop or in inscriptions yet: only registration and the link show.
    expect((await publicPortal(fresh))['hydra:member'].map((c) => c.name)).toEqual(['member.registration', 'Botiga']);
    await put(
      all.find((c) => c.name === 'member.registration')!,
      { enabled: false },
    );
    expect((await publicPortal(fresh))['hydra:member'].map((c) => c.name)).toEqual(['Botiga']);
    await put(
      all.find((c) => c.name === 'member.registration')!,
      { enabled: true },
    );
    // A club that closes its public portal takes no registrations through it.
    await writeThroughApp(t, ['clubs'], (db) => db.update(clubs).set({ publicPortal: false }).where(eq(clubs.id, fresh.id)));
    expect((await publicPortal(fresh))['hydra:member'].map((c) => c.id)).toEqual([link.id]);
    expect((await t.app.inject({ url: '/api/clubs/AAAAAAAAAAAAAAAAAAAAAA/portal' })).statusCode).toBe(404);
  });

  it('are managed by the club’s managers only', async () => {
    expect((await as(member, { url: base() })).statusCode).toBe(403);
    expect(
      (await as(member, { method: 'POST', url: base(), payload: { name: 'X', properties: { href: 'https://x.example' } } })).statusCode,
    ).toBe(403);
  });
});

describe('core component availability', () => {
  const areas = { features: [], publicPortal: true, publishedCampaigns: 0, publishedTicketCampaigns: 0, openInscriptions: 0 };
  it('needs a selling club with something published for tickets and campaigns', () => {
    expect(coreComponentAvailable('tickets', { ...areas, publishedCampaigns: 2, publishedTicketCampaigns: 2 })).toBe(false);
    // Tickets need a campaign that sells tickets, not just any campaign.
    expect(coreComponentAvailable('tickets', { ...areas, features: ['purchable_items'], publishedCampaigns: 2 })).toBe(false);
    expect(
      coreComponentAvailable('tickets', { ...areas, features: ['purchable_items'], publishedCampaigns: 2, publishedTicketCampaigns: 1 }),
    ).toBe(true);
    expect(coreComponentAvailable('campaigns', { ...areas, features: ['purchable_items'], publishedCampaigns: 0 })).toBe(false);
    expect(coreComponentAvailable('campaigns', { ...areas, features: ['purchable_items'], publishedCampaigns: 1 })).toBe(true);
    expect(coreComponentAvailable('inscriptions', { ...areas, openInscriptions: 1 })).toBe(true);
    expect(coreComponentAvailable('unknown', areas)).toBe(false);
  });
});
