import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { demoClub } from '../../../test/onboarding-fixtures';
import { hydra, loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { ClubSearchPage } from './club-search-page';

describe('club search', () => {
  beforeAll(loadOnboardingTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('searches once typing pauses, without a token, and explains how to join each club', async () => {
    const api = stubApi({ 'GET /api/clubs/search': jsonResponse(200, hydra([demoClub])) });
    const user = userEvent.setup();
    renderPage(<ClubSearchPage />);
    expect(screen.getByText('Start typing to see matching clubs.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Club name'), 'nandu');
    const result = await screen.findByTestId('club-search-result');
    // One request for the whole word: the input is debounced.
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    const call = api.calls[0]!;
    expect(new URL(call.url, 'http://x').searchParams.get('name')).toBe('nandu');
    expect(new Headers(call.init?.headers).has('Authorization')).toBe(false);
    expect(result).toHaveTextContent('CD Demo Ñandú');
    expect(result).toHaveTextContent('Cáceres');
    expect(result).toHaveTextContent('you need an invitation link from the club');
    expect(screen.getByRole('link', { name: 'Public page of CD Demo Ñandú' })).toHaveAttribute('href', '/p/cd-demo');
    expect(screen.getByText('Clubs found: 1')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    stubApi({ 'GET /api/clubs/search': jsonResponse(200, hydra([])) });
    const user = userEvent.setup();
    renderPage(<ClubSearchPage />);
    await user.type(screen.getByLabelText('Club name'), 'zzz');
    expect(await screen.findByTestId('club-search-empty')).toHaveTextContent('No club matches “zzz”');
  });

  it('shows an error with a way to try again', async () => {
    stubApi({
      'GET /api/clubs/search': [
        jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' }),
        jsonResponse(200, hydra([demoClub])),
      ],
    });
    const user = userEvent.setup();
    renderPage(<ClubSearchPage />);
    await user.type(screen.getByLabelText('Club name'), 'demo');
    expect(await screen.findByTestId('club-search-error')).toHaveTextContent('not able to load the club list');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('club-search-result')).toBeInTheDocument());
  });
});
