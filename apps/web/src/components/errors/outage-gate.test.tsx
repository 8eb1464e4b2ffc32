import { QueryClient, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { outageKindOf, queryRetryDelay } from '../../lib/outage/outage';
import { jsonResponse } from '../../test/fixtures';
import { renderPage, stubApi } from '../../test/render-page';
import { OutageGate } from './outage-gate';

const unavailable = () =>
  new Response(
    JSON.stringify({ code: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable', requestId: 'r1' }),
    {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
    },
  );

function TeamName() {
  const team = useQuery({ queryKey: ['team'], queryFn: () => apiRequest<{ name: string }>('/api/team') });
  if (team.data) return <p>{team.data.name}</p>;
  return <p>{team.isError ? 'failed' : 'loading'}</p>;
}

// Short waits: the recovery's own timing is not what these tests check.
const FAST = { initialDelayMs: 5, maxDelayMs: 10 };

function renderGate(disabled = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPage(
    <OutageGate recovery={FAST} disabled={disabled}>
      <TeamName />
    </OutageGate>,
    { queryClient },
  );
}

/** /ready answers 503 until the test says the API is back, then 200. */
function readyWhenBack() {
  let back = false;
  const handler = () =>
    back ? jsonResponse(200, { status: 'ready' }) : jsonResponse(503, { status: 'not-ready', reason: 'database-unreachable' });
  return {
    handler,
    /** From now on /ready answers 200. */
    comeBack: () => {
      back = true;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OutageGate (issue 26 part 3)', () => {
  it('shows the 502 page while the API answers 503, asks /ready until it answers, then shows the screen again without a reload', async () => {
    const ready = readyWhenBack();
    const api = stubApi({ 'GET /api/team': [unavailable(), jsonResponse(200, { name: 'Infantil A' })], 'GET /ready': ready.handler });
    renderGate();
    expect(await screen.findByTestId('status-page-502')).toBeInTheDocument();
    expect(screen.getByTestId('outage-recovering')).toHaveTextContent('We will keep trying automatically');
    // It keeps asking while the API is not ready, and stays on the status page.
    await vi.waitFor(() => expect(api.callsTo('GET', '/ready').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('status-page-502')).toBeInTheDocument();
    ready.comeBack();
    expect(await screen.findByText('Infantil A')).toBeInTheDocument();
    expect(screen.queryByTestId('status-page-502')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/team').length).toBe(2);
  });

  it('leaves a page that works offline (My ID, the door scanner) on screen when its reads fail', async () => {
    const api = stubApi({ 'GET /api/team': [unavailable()], 'GET /ready': readyWhenBack().handler });
    renderGate(true);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(screen.queryByTestId('status-page-502')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/ready')).toHaveLength(0);
  });

  it('shows the 504 page for a gateway timeout', async () => {
    const ready = readyWhenBack();
    stubApi({
      'GET /api/team': [jsonResponse(504, { message: 'Gateway Time-out' }), jsonResponse(200, { name: 'Cadete B' })],
      'GET /ready': ready.handler,
    });
    renderGate();
    expect(await screen.findByTestId('status-page-504')).toBeInTheDocument();
    ready.comeBack();
    expect(await screen.findByText('Cadete B')).toBeInTheDocument();
  });

  it('leaves other failures to the screen itself', async () => {
    stubApi({ 'GET /api/team': jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' }) });
    renderGate();
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(screen.queryByTestId('status-page-502')).not.toBeInTheDocument();
  });
});

describe('outage errors and retry delays', () => {
  it('tell connectivity from timeouts and wait as long as Retry-After says, at most 5 s', () => {
    expect(outageKindOf(new ApiError(502, 0, 'NETWORK', 'x'))).toBe('connectivity');
    expect(outageKindOf(new ApiError(503, 503, 'SERVICE_UNAVAILABLE', 'x'))).toBe('connectivity');
    expect(outageKindOf(new ApiError(500, 504, 'UNKNOWN', 'x'))).toBe('timeout');
    expect(outageKindOf(new ApiError(500, 500, 'INTERNAL', 'x'))).toBeNull();
    const withRetryAfter = new ApiError(503, 503, 'SERVICE_UNAVAILABLE', 'x');
    withRetryAfter.retryAfterSeconds = 3;
    expect(queryRetryDelay(0, withRetryAfter)).toBe(3_000);
    withRetryAfter.retryAfterSeconds = 60;
    expect(queryRetryDelay(0, withRetryAfter)).toBe(5_000);
    expect(queryRetryDelay(1, new ApiError(502, 0, 'NETWORK', 'x'))).toBe(2_000);
  });
});
