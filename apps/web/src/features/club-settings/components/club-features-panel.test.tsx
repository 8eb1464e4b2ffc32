import { FEATURE_CODES } from '@tribuna/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { CLUB_A, jsonResponse, storeSession } from '../../../test/fixtures';
import { clubFeaturesQueryOptions } from '../../../lib/queries/club-features';
import { loadSettingsTexts, renderWithRouter, stubApi } from '../test/render-settings';
import { ClubFeaturesPanel } from './club-features-panel';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const url = `/api/admin/clubs/${CLUB_A}/features`;
const state = (enabled: readonly string[]) => FEATURE_CODES.map((code) => ({ code, enabled: enabled.includes(code) }));

// Whole-form typing is slow in jsdom when the suite runs in parallel.
const SLOW = 20_000;

describe('club features panel (admins)', { timeout: SLOW }, () => {
  beforeAll(loadSettingsTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists every feature code with its translated name and state', async () => {
    stubApi({ [`GET ${url}`]: jsonResponse(200, state(['bookings', 'records_from_children'])) });
    renderWithRouter(<ClubFeaturesPanel clubHash={CLUB_A} />);
    const bookings = await screen.findByRole('switch', { name: 'Bookings' });
    expect(bookings).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(FEATURE_CODES.length);
    expect(screen.getByRole('switch', { name: 'Guardians act for their children' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Seat selection' })).not.toBeChecked();
    expect(bookings).toHaveAccessibleDescription(/Booking calendars, agenda/);
    expect(screen.getByTestId('club-features-save')).toBeDisabled();
  });

  it('saves the full set and refreshes the club features the menus read', async () => {
    const api = stubApi({
      [`GET ${url}`]: jsonResponse(200, state(['records_from_children'])),
      [`PUT ${url}`]: jsonResponse(200, state(['records_from_children', 'bookings'])),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const menuKey = clubFeaturesQueryOptions(CLUB_A).queryKey;
    queryClient.setQueryData(menuKey, [{ code: 'records_from_children' as const }]);
    const user = userEvent.setup();
    renderWithRouter(<ClubFeaturesPanel clubHash={CLUB_A} />, queryClient);
    await user.click(await screen.findByRole('switch', { name: 'Bookings' }));
    await user.click(screen.getByTestId('club-features-save'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The club features have been updated'));
    expect(api.callsTo('PUT', url)[0]?.body).toEqual({ codes: ['records_from_children', 'bookings'] });
    expect(queryClient.getQueryState(menuKey)?.isInvalidated).toBe(true);
    expect(screen.getByRole('switch', { name: 'Bookings' })).toBeChecked();
    expect(screen.getByTestId('club-features-save')).toBeDisabled();
  });

  it('says so when the features cannot be loaded or saved', async () => {
    stubApi({
      [`GET ${url}`]: [jsonResponse(500, { code: 500, message: 'x' }), jsonResponse(200, state([]))],
      [`PUT ${url}`]: jsonResponse(500, { code: 500, message: 'x' }),
    });
    const user = userEvent.setup();
    renderWithRouter(<ClubFeaturesPanel clubHash={CLUB_A} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('not able to load the club features');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('switch', { name: 'Bookings' }));
    await user.click(screen.getByTestId('club-features-save'));
    expect(await screen.findByTestId('club-features-error')).toHaveTextContent('not able to update the club features');
    expect(screen.getByRole('switch', { name: 'Bookings' })).toBeChecked();
  });
});
