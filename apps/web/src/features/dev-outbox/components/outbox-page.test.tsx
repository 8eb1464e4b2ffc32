import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OutboxMessage } from '@tribuna/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfig } from '../../../lib/app-config';
import { appConfigFixture, jsonResponse } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import DevOutboxRoute from '../routes/dev-outbox.route';
import { extractCodes, extractLinks } from '../lib/outbox-text';

const CONFIG = appConfigFixture({ environment: 'development', demo: true });

function message(overrides: Partial<OutboxMessage>): OutboxMessage {
  return {
    id: '1',
    channel: 'email',
    to: 'a@b.test',
    subject: 'Subject',
    text: 'Text',
    status: 'held',
    attempts: 0,
    createdAt: '2026-01-01T10:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

function renderRoute() {
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DevOutboxRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('outbox text', () => {
  it('finds links and six-digit codes, not digits inside a link', () => {
    const text = 'Your code is 483920.\nOr open http://localhost:3000/users/validate-email?hash=123456abc and done.';
    expect(extractLinks(text)).toEqual(['http://localhost:3000/users/validate-email?hash=123456abc']);
    expect(extractCodes(text)).toEqual(['483920']);
    expect(extractCodes('phone +34600000000')).toEqual([]);
  });
});

describe('developer mail page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(async () => {
    await i18next.loadNamespaces(['account', 'forms', 'status']);
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    resetAppConfig();
  });

  it('lists messages newest first with their codes and links, filterable by recipient', async () => {
    resetAppConfig(CONFIG);
    fetchMock.mockResolvedValue(
      jsonResponse(200, [
        message({
          id: 'old',
          to: 'lucia@example.test',
          subject: 'Confirm your email address',
          text: 'Open http://localhost:3000/users/validate-email?hash=abc',
          createdAt: '2026-01-01T10:00:00.000Z',
        }),
        message({
          id: 'new',
          channel: 'sms',
          to: '+34600000000',
          subject: null,
          text: 'Tribuna code: 123456',
          createdAt: '2026-01-01T11:00:00.000Z',
          status: 'sent',
        }),
      ]),
    );
    renderRoute();
    const cards = await screen.findAllByTestId('outbox-message');
    expect(cards.map((card) => card.dataset.id)).toEqual(['new', 'old']);
    expect(within(cards[0]!).getByTestId('outbox-code')).toHaveTextContent('123456');
    expect(within(cards[1]!).getByTestId('outbox-link')).toHaveAttribute('href', 'http://localhost:3000/users/validate-email?hash=abc');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/dev/outbox');
    await userEvent.type(screen.getByTestId('outbox-filter'), 'lucia');
    expect(screen.getAllByTestId('outbox-message').map((card) => card.dataset.id)).toEqual(['old']);
  });

  it('is the 404 page in production', () => {
    resetAppConfig({ ...CONFIG, environment: 'production', demo: false });
    renderRoute();
    expect(screen.getByTestId('status-page-404')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is the 404 page whenever demo mode is off, also outside production', () => {
    resetAppConfig({ ...CONFIG, environment: 'development', demo: false });
    renderRoute();
    expect(screen.getByTestId('status-page-404')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
