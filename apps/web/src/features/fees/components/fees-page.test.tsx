import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { API, CLUB, feeDetail, plan, season } from '../test/fees-fixtures';
import { FeesPage } from './fees-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const current = season();
const fee = feeDetail();
const field = (container: HTMLElement, label: RegExp) =>
  within(container)
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT')!;

describe('fees page', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['fees', 'teams', 'forms', 'common']);
    // jsdom has no scrollIntoView; Mantine's combobox scrolls to the selected option with it.
    Element.prototype.scrollIntoView ??= vi.fn();
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the fees with their totals in money and the first due date in words', async () => {
    stubApi({ [`GET ${API}/fees`]: jsonResponse(200, wholeList([fee])) });
    renderPage(<FeesPage clubHash={CLUB} />);
    const row = await screen.findByTestId('fee-row', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('Equipación');
    expect(row).toHaveTextContent('December 5, 2026');
    expect(row).toHaveTextContent('€90.00 (2 charges)');
    expect(row).toHaveTextContent('All athletes');
  });

  it('creates a one-off fee for some categories, naming what is missing first', async () => {
    const api = stubApi({
      [`GET ${API}/fees`]: jsonResponse(200, wholeList([])),
      [`GET ${API}/seasons`]: jsonResponse(200, wholeList([current])),
      [`GET ${API}/seasons/${current.hash}/plans`]: jsonResponse(200, wholeList([plan()])),
      [`POST ${API}/fees`]: jsonResponse(201, feeDetail({ status: 'draft', name: 'Licencia' })),
      [`GET ${API}/fees/${fee.hash}`]: jsonResponse(200, feeDetail({ status: 'draft', name: 'Licencia' })),
    });
    renderPage(<FeesPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByTestId('fee-add', {}, { timeout: 5000 }));
    const form = await screen.findByTestId('fee-form');
    await userEvent.click(within(form).getByText('One-off'));
    await userEvent.click(within(form).getByTestId('fee-save'));
    expect(await within(form).findAllByText('This field is required.')).not.toHaveLength(0);
    expect(api.callsTo('POST', `${API}/fees`)).toHaveLength(0);

    await userEvent.type(within(form).getByTestId('fee-name'), 'Licencia');
    await userEvent.type(within(form).getByTestId('fee-amount'), '25');
    await userEvent.type(within(form).getByTestId('fee-first-due'), '2026-12-15');
    await userEvent.click(field(form, /^Who pays it/));
    await userEvent.click(await screen.findByRole('option', { name: 'Categories', hidden: true }));
    await userEvent.click(field(form, /^Categories/));
    await userEvent.click(await screen.findByRole('option', { name: 'Under-12', hidden: true }));
    await userEvent.click(within(form).getByTestId('fee-save'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/fees`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/fees`)[0]!.body).toEqual({
      kind: 'one_off',
      name: 'Licencia',
      amount: 2500,
      firstDueOn: '2026-12-15',
      target: { kind: 'categories', categories: ['Under-12'] },
    });
  });
});
