import { describe, expect, it } from 'vitest';
import { GUARDIAN_CAN, MANAGER_CAN, MEMBER_CAN } from '../../../test/fixtures';
import { buildMenu, type MenuContext } from './area-menu';

/** What GET /api/profile's `can` allows, as lib/permissions answers it. */
const mayFrom = (can: readonly string[]) => (action: string) => can.includes(action);
const PERSONAL_CAN = { guardian: GUARDIAN_CAN, member: MEMBER_CAN } as const;

const base: MenuContext = { area: 'manager', clubHash: 'c1', userId: 'u1', features: [], subsidies: [], may: mayFrom(MANAGER_CAN) };
const ids = (context: MenuContext) => buildMenu(context).main.map((item) => item.id);

describe('menus by role (spec 2)', () => {
  it('gives managers their menu, without Bookings when the club lacks the feature', () => {
    expect(ids(base)).toEqual(['homepage', 'messages', 'persons', 'teams', 'sponsors', 'campaigns', 'accessControl']);
    const messages = buildMenu(base).main[1];
    expect(messages?.badge).toBe('unread');
    expect(messages?.children?.map((c) => c.id)).toEqual(['myMessages', 'deletedMessages', 'mailboxManagement']);
    const persons = buildMenu(base).main[2];
    expect(persons?.children?.map((c) => c.id)).toEqual(['partners', 'athletes', 'users', 'invitations']);
    expect(persons?.children?.[3]).toMatchObject({
      labelKey: 'onboarding:menu.invitationLinks',
      to: '/dashboard/manager/c1/persons/invitations',
    });
    expect(buildMenu(base).bottom.map((item) => item.id)).toEqual(['administration', 'support']);
    expect(buildMenu(base).bottom[0]?.children?.map((c) => c.id)).toEqual(['plans', 'settings', 'portal', 'fees']);
  });

  it('adds Bookings with its six entries when the club has the feature', () => {
    const menu = buildMenu({ ...base, features: ['bookings'] });
    const bookings = menu.main.find((item) => item.id === 'bookings');
    expect(bookings?.children?.map((c) => c.id)).toEqual([
      'bookingCalendars',
      'agenda',
      'availability',
      'pricingPolicies',
      'linkGroups',
      'connectedCalendars',
    ]);
    expect(bookings?.children?.[0]?.to).toBe('/dashboard/manager/c1/bookings/calendars');
  });

  it('inserts Subsidies second, one entry per subsidy by name', () => {
    const menu = buildMenu({
      ...base,
      subsidies: [
        { id: 's1', name: 'Ayuda 2025' },
        { id: 's2', name: 'Beca' },
      ],
    });
    expect(menu.main[1]?.id).toBe('subsidies');
    expect(menu.main[1]?.children?.map((c) => [c.label, c.to])).toEqual([
      ['Ayuda 2025', '/dashboard/manager/c1/subsidies/s1'],
      ['Beca', '/dashboard/manager/c1/subsidies/s2'],
    ]);
  });

  it('adds Card design under Administration when the club has custom_card_templates', () => {
    const administration = buildMenu({ ...base, features: ['custom_card_templates'] }).bottom[0];
    expect(administration?.children?.map((c) => c.id)).toEqual(['plans', 'settings', 'cardDesign', 'portal', 'fees']);
    expect(administration?.children?.[2]?.to).toBe('/dashboard/manager/c1/administration/card-design');
  });

  it.each(['guardian', 'member'] as const)('gives %s the reduced menu', (area) => {
    const menu = buildMenu({
      ...base,
      area,
      features: ['bookings', 'area_privada_socios'],
      subsidies: [{ id: 's', name: 'S' }],
      may: mayFrom(PERSONAL_CAN[area]),
    });
    expect(menu.main.map((item) => item.id)).toEqual(['homepage', 'myId', 'messages', 'payments', 'support']);
    expect(menu.main[0]?.to).toBe(`/dashboard/${area}/u1/c1/overview`);
    expect(menu.main[2]?.children?.[0]?.to).toBe(`/dashboard/${area}/c1/messages/my-messages`);
    expect(menu.bottom).toEqual([]);
  });

  it.each(['guardian', 'member'] as const)('hides My ID and Payments from %s when the club has no private area', (area) => {
    const menu = buildMenu({ ...base, area, features: ['bookings', 'records_from_children'], may: mayFrom(PERSONAL_CAN[area]) });
    expect(menu.main.map((item) => item.id)).toEqual(['homepage', 'messages', 'support']);
  });
});

describe('menus by what the API says the person may do (issue 22)', () => {
  const without = (...actions: string[]) => mayFrom(MANAGER_CAN.filter((action) => !actions.includes(action)));

  it('shows no Teams entry to a manager profile without teams.manage', () => {
    expect(ids({ ...base, may: without('teams.manage') })).toEqual([
      'homepage',
      'messages',
      'persons',
      'sponsors',
      'campaigns',
      'accessControl',
    ]);
  });

  it('keeps a submenu with the entries left, and drops it when none is left', () => {
    const messages = buildMenu({ ...base, may: without('communications.moderate') }).main[1];
    expect(messages?.children?.map((c) => c.id)).toEqual(['myMessages', 'mailboxManagement']);
    expect(ids({ ...base, may: without('people.list', 'invitations.manage') })).not.toContain('persons');
    const bookings = buildMenu({ ...base, features: ['bookings'], may: without('bookings.manage') });
    expect(bookings.main.map((item) => item.id)).not.toContain('bookings');
  });

  it('keeps the area entries that need no action (home, support) even when the API grants nothing', () => {
    const menu = buildMenu({ ...base, may: mayFrom([]) });
    expect(menu.main.map((item) => item.id)).toEqual(['homepage', 'accessControl']);
    expect(menu.bottom.map((item) => item.id)).toEqual(['administration', 'support']);
    expect(menu.bottom[0]?.children?.map((c) => c.id)).toEqual(['plans', 'fees']);
  });

  it('shows a member the entry of an action their profile may do, and hides it otherwise', () => {
    const member = { ...base, area: 'member' as const, features: ['area_privada_socios' as const] };
    expect(buildMenu({ ...member, may: mayFrom(['memberCard.readOwn']) }).main.map((item) => item.id)).toEqual([
      'homepage',
      'myId',
      'payments',
      'support',
    ]);
    expect(buildMenu({ ...member, may: mayFrom(['communications.read']) }).main.map((item) => item.id)).toEqual([
      'homepage',
      'messages',
      'payments',
      'support',
    ]);
  });

  it('gives a door controller’s member profile the scanner (issue 24), after home', () => {
    const member = { ...base, area: 'member' as const, features: [] };
    const menu = buildMenu({ ...member, may: mayFrom(['accessControl.scan']) });
    expect(menu.main.map((item) => item.id)).toEqual(['homepage', 'scanner', 'support']);
    expect(menu.main[1]?.to).toBe('/dashboard/manager/c1/access-control/scan');
  });

  it('gives an admin acting as a member profile no manager entries: the area decides the menu, the rights filter it', () => {
    const menu = buildMenu({ ...base, area: 'member', features: ['area_privada_socios'], may: mayFrom([...MEMBER_CAN, ...MANAGER_CAN]) });
    expect(menu.main.map((item) => item.id)).toEqual(['homepage', 'myId', 'messages', 'payments', 'support']);
  });
});
