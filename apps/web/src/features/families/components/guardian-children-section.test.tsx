import type { GuardianChildrenResponse } from '@tribuna/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, personFixture, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { GuardianChildrenSection } from './guardian-children-section';

const club = 'clubAAAAAAAA';
const url = '/api/guardian/children';
type Child = GuardianChildrenResponse['children'][number];

function child(overrides: Partial<Child>): Child {
  const base = personFixture({
    id: 'child0000001',
    type: 2,
    qrIdentifier: 'QR-LEO',
    birthDate: '2014-05-02',
    category: 'Under-12',
    createdAt: '2025-09-01T00:00:00.000Z',
  });
  const merged = { ...base, ...overrides };
  return { profiles: [{ ...merged }], ...merged };
}

const answer = (children: Child[]) => jsonResponse(200, { club: { hash: club, name: 'CD Demo', image: null }, children });
const cardLink = (hash: string) => `/dashboard/guardian/u/${club}/my-id#child-${hash}`;

describe("the guardian's children", () => {
  beforeAll(() => i18next.loadNamespaces('card'));
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('lists each child with category, roles and status, and links to their card', async () => {
    const api = stubApi({
      [`GET ${url}`]: answer([
        child({}),
        child({ id: 'child0000002', name: 'Alba', category: null, enabled: false, role: 'member', type: 0 }),
      ]),
    });
    renderPage(<GuardianChildrenSection clubHash={club} cardLink={cardLink} />, { path: '/overview' });
    expect(screen.getByRole('heading', { name: 'My children' })).toBeInTheDocument();
    const [leo, alba] = await screen.findAllByTestId('guardian-child');
    expect(api.calls[0]?.url).toBe(`${url}?club=${club}`);
    expect(leo).toHaveTextContent('Leo Martín');
    expect(leo).toHaveTextContent('Category: Under-12');
    expect(leo).toHaveTextContent('Player');
    expect(within(leo!).getByTestId('guardian-child-status')).toHaveTextContent('Active');
    expect(alba).toHaveTextContent('No category');
    expect(within(alba!).getByTestId('guardian-child-status')).toHaveTextContent('Disabled');
    await userEvent.click(within(leo!).getByRole('link', { name: 'See card of Leo Martín' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(`/dashboard/guardian/u/${club}/my-id`);
  });

  it('offers no "See card" where the club has no members\' private area (no card link given)', async () => {
    stubApi({ [`GET ${url}`]: answer([child({})]) });
    renderPage(<GuardianChildrenSection clubHash={club} />);
    expect(await screen.findByTestId('guardian-child')).toHaveTextContent('Leo Martín');
    expect(screen.queryByTestId('guardian-child-card')).toBeNull();
  });

  it('says when no child is linked', async () => {
    stubApi({ [`GET ${url}`]: answer([]) });
    renderPage(<GuardianChildrenSection clubHash={club} cardLink={cardLink} />);
    expect(await screen.findByTestId('guardian-children-empty')).toHaveTextContent('No children are linked to you in this club.');
  });

  it('explains a club without records_from_children instead of showing an error', async () => {
    stubApi({
      [`GET ${url}`]: jsonResponse(403, { code: 403, errorCode: 'FEATURE_DISABLED', message: 'This feature is not enabled for the club' }),
    });
    renderPage(<GuardianChildrenSection clubHash={club} cardLink={cardLink} />);
    expect(await screen.findByTestId('guardian-children-disabled')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other failures with a retry', async () => {
    stubApi({ [`GET ${url}`]: [jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'Internal' }), answer([child({})])] });
    renderPage(<GuardianChildrenSection clubHash={club} cardLink={cardLink} />);
    expect(await screen.findByTestId('guardian-children-error')).toHaveTextContent('The list of your children could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('guardian-child')).toHaveTextContent('Leo Martín');
  });
});
