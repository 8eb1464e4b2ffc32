import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { demoClub, invitation } from '../../../test/onboarding-fixtures';
import { hydra, loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { InvitationsPage } from './invitations-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const club = demoClub.hash;
const base = `/api/clubs/${club}/invitations`;
const used = invitation({ hash: 'inv000000002', role: 'guardian', maxUses: 5, uses: 5, url: '/clubs/onboarding?invitation=tok-used' });
const active = invitation({ role: 'player', maxUses: 10, uses: 3, accessController: true });

describe('invitation links page', () => {
  beforeAll(loadOnboardingTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists links, working ones first, with uses, expiry and state', async () => {
    stubApi({ [`GET ${base}`]: jsonResponse(200, hydra([used, active])) });
    renderPage(<InvitationsPage clubHash={club} />);
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('invitation');
    expect(first).toHaveAttribute('data-status', 'active');
    expect(first).toHaveTextContent('Athlete');
    expect(first).toHaveTextContent('Used 3 of 10 times');
    // Issue 24: a link that makes its joiner a door controller says so.
    expect(within(first!).getByTestId('invitation-controller')).toHaveTextContent('Door controller');
    expect(within(second!).queryByTestId('invitation-controller')).toBeNull();
    expect(first).toHaveTextContent('Valid until');
    expect(second).toHaveAttribute('data-status', 'usedUp');
    expect(second).toHaveTextContent('Used up');
    expect(within(second!).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('creates a link and shows it in full with a copy button', async () => {
    const created = invitation({ hash: 'inv000000009', role: 'guardian', url: '/clubs/onboarding?invitation=tok-new', maxUses: 20 });
    const api = stubApi({
      [`GET ${base}`]: [jsonResponse(200, hydra([])), jsonResponse(200, hydra([created]))],
      [`POST ${base}`]: jsonResponse(201, created),
    });
    const user = userEvent.setup();
    renderPage(<InvitationsPage clubHash={club} />);
    expect(await screen.findByTestId('invitations-empty')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Profile type'), 'guardian');
    await user.clear(screen.getByLabelText(/^Valid until/));
    await user.type(screen.getByLabelText(/^Valid until/), '2099-12-31');
    await user.type(screen.getByLabelText(/^Use limit/), '20');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const link = await screen.findByTestId('invitation-link');
    const full = `${window.location.origin}/clubs/onboarding?invitation=tok-new`;
    expect(link).toHaveValue(full);
    const body = api.callsTo('POST', base)[0]?.body as { role: string; expiresAt: string; maxUses: number };
    expect(body).toEqual({ role: 'guardian', expiresAt: new Date(2099, 11, 31, 23, 59, 59).toISOString(), maxUses: 20 });
    await user.click(screen.getByTestId('invitation-link-copy'));
    expect(await navigator.clipboard.readText()).toBe(full);
    expect(screen.getByTestId('invitation-link-copy')).toHaveTextContent('Copied');
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(1));
  });

  it('checks the form before sending', async () => {
    const api = stubApi({ [`GET ${base}`]: jsonResponse(200, hydra([])) });
    const user = userEvent.setup();
    renderPage(<InvitationsPage clubHash={club} />);
    await user.clear(screen.getByLabelText(/^Valid until/));
    await user.type(screen.getByLabelText(/^Use limit/), '0');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByLabelText(/^Valid until/)).toHaveAccessibleDescription('Choose a date.');
    expect(screen.getByLabelText(/^Use limit/)).toHaveAccessibleDescription(/Enter a whole number between 1 and 10000/);
    expect(api.callsTo('POST', base)).toHaveLength(0);
  });

  it('revokes a link after confirming', async () => {
    const api = stubApi({
      [`GET ${base}`]: [jsonResponse(200, hydra([active])), jsonResponse(200, hydra([{ ...active, revoked: true }]))],
      [`DELETE ${base}/${active.hash}`]: jsonResponse(200, { ...active, revoked: true }),
    });
    const user = userEvent.setup();
    renderPage(<InvitationsPage clubHash={club} />);
    await user.click(await screen.findByTestId('revoke-invitation'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The link for Athlete will stop working at once');
    expect(api.callsTo('DELETE', `${base}/${active.hash}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The invitation link has been revoked'));
    expect(api.callsTo('DELETE', `${base}/${active.hash}`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('invitation')).toHaveAttribute('data-status', 'revoked'));
  });
});
