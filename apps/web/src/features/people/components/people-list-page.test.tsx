import { MantineProvider } from '@mantine/core';
import type { Person } from '@tribuna/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../config/theme';
import { saveBlob } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { CLUB_A, jsonResponse, personFixture, storeSession } from '../../../test/fixtures';
import { PeopleListPage } from './people-list-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  saveBlob: vi.fn(),
}));

const PATH = '/dashboard/manager/:clubHash/persons/athletes';
const LIST = `/api/clubs/${CLUB_A}/people`;

function person(overrides: Partial<Person> = {}): Person {
  return personFixture({
    name: 'Núria',
    surname: 'Ibáñez Roig',
    dni: '12345678Z',
    email: 'nuria@example.test',
    membershipNumber: 12,
    birthDate: '2013-04-02',
    gender: 'female',
    category: 'Under-12',
    terms: { custom: false, version: 1, acceptedAt: null },
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  });
}

const page = (members: Person[], total = members.length) => ({
  'hydra:member': members,
  'hydra:totalItems': total,
  'hydra:view': { '@id': LIST, 'hydra:first': LIST, 'hydra:last': LIST },
});

/** Answers every list request with `answer(url)`; records the requested URLs. */
function stubList(answer: (params: URLSearchParams) => Response, exportStatus = 200) {
  const requests: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `${LIST}/export`) {
      if (exportStatus !== 200) return jsonResponse(exportStatus, { code: exportStatus, message: 'Something went wrong' });
      return new Response('name,surname\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    }
    if (url.pathname !== LIST) return jsonResponse(599, { message: `unstubbed ${url.pathname}` });
    requests.push(url.searchParams);
    return answer(url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests, last: () => requests[requests.length - 1]! };
}

const optionsOf = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.textContent);

function renderList(url = `/dashboard/manager/${CLUB_A}/persons/athletes`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: PATH, element: <PeopleListPage clubHash={CLUB_A} list="athletes" /> }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router };
}

describe('people list page', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['people']);
  });
  beforeEach(() => {
    storeSession();
    vi.mocked(saveBlob).mockClear();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the athletes with their total, a link to each person and the sorted column', async () => {
    const api = stubList(() => jsonResponse(200, page([person()], 241)));
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Athletes' })).toBeInTheDocument();
    expect(await screen.findByTestId('people-total')).toHaveTextContent('241 people');
    const row = screen.getByTestId('person-row');
    expect(within(row).getByRole('link', { name: 'Núria Ibáñez Roig' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB_A}/persons/person/pers00000001`,
    );
    expect(row).toHaveTextContent('Under-12');
    expect(row).toHaveTextContent('Enabled');
    // Dates in figures keep their four-digit year ("04/02/2013", not "4/2/13").
    expect(row).toHaveTextContent('04/02/2013');
    expect(screen.getByTestId('people-sort-surname')).toHaveAttribute('aria-sort', 'ascending');
    expect(api.last().get('role')).toBe('player');
    expect(api.last().get('order[surname]')).toBe('asc');
    expect(screen.getByTestId('people-range')).toHaveTextContent('1–30 of 241');
  });

  it('searches as you type: one request with search= once typing pauses, kept in the URL', async () => {
    const api = stubList((params) =>
      jsonResponse(200, page(params.get('search') ? [person()] : [person(), person({ id: 'pers00000002', name: 'Ana' })])),
    );
    const { router } = renderList();
    await screen.findAllByTestId('person-row');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nuria');
    await waitFor(() => expect(api.last().get('search')).toBe('nuria'));
    // Typing quickly sends the whole word, not one request per letter.
    expect(api.requests.filter((params) => params.has('search'))).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('person-row')).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=nuria');
  });

  it('does not apply a filter without an option and never offers an applied filter again', async () => {
    const api = stubList(() => jsonResponse(200, page([person()])));
    const { router } = renderList();
    await screen.findByTestId('person-row');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const editor = await screen.findByTestId('people-filter-editor');
    const field = within(editor).getByLabelText('Filter by');
    expect(optionsOf(field)).toEqual(['Category', 'Gender', 'Status']);
    const apply = within(editor).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(editor).toHaveTextContent('Select at least one option to apply the filter.');

    await user.click(within(editor).getByRole('checkbox', { name: 'Under-12' }));
    expect(apply).toBeEnabled();
    await user.click(apply);
    await waitFor(() => expect(api.last().getAll('category[]')).toEqual(['Under-12']));
    expect(router.state.location.search).toBe('?category=Under-12');
    expect(screen.getByTestId('people-filter-chip-category')).toHaveTextContent('Category:Under-12');

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const again = await screen.findByTestId('people-filter-editor');
    expect(optionsOf(within(again).getByLabelText('Filter by'))).toEqual(['Gender', 'Status']);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    // Editing the applied filter replaces it instead of adding a second one.
    await user.click(screen.getByRole('button', { name: 'Edit filter Category: Under-12' }));
    const edit = await screen.findByTestId('people-filter-editor');
    expect(within(edit).getByLabelText('Filter by')).toBeDisabled();
    await user.click(within(edit).getByRole('checkbox', { name: 'Under-12' }));
    expect(within(edit).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(within(edit).getByRole('checkbox', { name: 'Youth' }));
    await user.click(within(edit).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.last().getAll('category[]')).toEqual(['Youth']));
    expect(screen.getAllByTestId(/^people-filter-chip-/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove filter Category' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryAllByTestId(/^people-filter-chip-/)).toHaveLength(0);
  }, 20_000);

  it('sorts by a column header and goes back to page 1', async () => {
    const api = stubList(() => jsonResponse(200, page([person()], 100)));
    const { router } = renderList(`/dashboard/manager/${CLUB_A}/persons/athletes?page=2`);
    await screen.findByTestId('person-row');
    expect(api.last().get('page')).toBe('2');
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('people-sort-birthDate')).getByRole('button', { name: 'Birth date' }));
    await waitFor(() => expect(api.last().get('order[birthDate]')).toBe('asc'));
    expect(api.last().get('page')).toBe('1');
    expect(screen.getByTestId('people-sort-birthDate')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('people-sort-surname')).not.toHaveAttribute('aria-sort');
    await user.click(within(screen.getByTestId('people-sort-birthDate')).getByRole('button'));
    await waitFor(() => expect(api.last().get('order[birthDate]')).toBe('desc'));
    expect(router.state.location.search).toBe('?sort=birthDate&dir=desc');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.last().get('page')).toBe('3'));
  });

  it('says when nothing matches and clears search and filters', async () => {
    const api = stubList((params) => jsonResponse(200, page(params.has('search') ? [] : [person()])));
    renderList(`/dashboard/manager/${CLUB_A}/persons/athletes?q=zzz&gender=male`);
    expect(await screen.findByTestId('people-empty')).toHaveTextContent('No one matches your search or filters.');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzz');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByTestId('person-row');
    expect(api.last().has('gender[]')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    stubList(() => (fail ? jsonResponse(500, { code: 500, message: 'Something went wrong' }) : jsonResponse(200, page([person()]))));
    renderList();
    expect(await screen.findByTestId('people-load-error')).toHaveTextContent('The list could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('person-row')).toBeInTheDocument();
  });

  it('exports the filtered list as CSV', async () => {
    const api = stubList(() => jsonResponse(200, page([person()])));
    renderList(`/dashboard/manager/${CLUB_A}/persons/athletes?category=Youth&sort=name`);
    await screen.findByTestId('person-row');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV file' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const exportUrl = new URL(
      String(api.fetchMock.mock.calls.find(([input]) => String(input).includes('/export'))![0]),
      'http://localhost',
    );
    expect(exportUrl.searchParams.get('format')).toBe('csv');
    expect(exportUrl.searchParams.getAll('category[]')).toEqual(['Youth']);
    expect(exportUrl.searchParams.get('order[name]')).toBe('asc');
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toMatch(/^athletes-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says so when the export fails', async () => {
    stubList(() => jsonResponse(200, page([person()])), 500);
    renderList();
    await screen.findByTestId('person-row');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel file (XLSX)' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'The file could not be exported. Try again in a moment.'));
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
