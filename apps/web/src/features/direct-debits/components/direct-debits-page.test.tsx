import { QueryClient } from '@tanstack/react-query';
import type { SepaBatch, SepaCreditor, SepaDueCharge, SepaReturnsResult } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { DirectDebitsPage } from './direct-debits-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/sepa`;
const creditor: SepaCreditor = {
  hash: 'creditorAAAAA',
  label: 'CaixaBank',
  name: 'CD Demo',
  creditorIdentifier: 'ES59000G12345678',
  iban: 'ES7921000813610123456789',
  bic: null,
  preNotificationDays: 14,
  isDefault: true,
  batches: 1,
};
const charge = (name: string, overrides: Partial<SepaDueCharge> = {}): SepaDueCharge => ({
  chargeHash: `charge${name}AAAAA`,
  personName: name,
  personSurname: 'Pérez',
  feeName: 'Cuota 2026/27',
  instalment: 1,
  amount: 4550,
  dueOn: '2026-12-01',
  retry: false,
  mandateReference: `M-${name}`,
  holderName: `${name} Pérez`,
  ibanMasked: 'ES91 •••• •••• •••• •••• 1332',
  scheme: 'CORE',
  sequenceType: 'FRST',
  amended: false,
  ...overrides,
});
const batch: SepaBatch = {
  hash: 'batchAAAAAAAA',
  messageId: 'TRB-1-1-20261214',
  creditorLabel: 'CaixaBank',
  collectionDate: '2026-12-14',
  scheme: 'CORE',
  count: 2,
  total: 9100,
  states: { submitted: 2 },
  createdAt: '2026-11-30T10:00:00Z',
  notified: 2,
};
const due = {
  earliestCollectionDate: '2026-12-01',
  charges: [charge('Ana'), charge('Bea', { sequenceType: 'RCUR', retry: true, amended: true })],
};

function stubPage(extra: Record<string, Response | ((call: { body: unknown }) => Response)> = {}) {
  return stubApi({
    [`GET ${BASE}/creditors`]: jsonResponse(200, wholeList([creditor])),
    [`GET ${BASE}/due`]: jsonResponse(200, due),
    [`GET ${BASE}/batches`]: jsonResponse(200, wholeList([batch])),
    ...extra,
  });
}

describe('direct debits page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['sepa', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the creditors, the due charges in words and the batches with their states', async () => {
    stubPage();
    renderPage(<DirectDebitsPage clubHash={CLUB} />);
    expect(await screen.findByTestId('sepa-creditor')).toHaveTextContent('CaixaBank');
    expect(screen.getByTestId('sepa-creditor')).toHaveTextContent('members told 14 days ahead');
    const table = await screen.findByTestId('sepa-due');
    expect(within(table).getByText('First debit')).toBeInTheDocument();
    expect(table).toHaveTextContent('Recurring debit · account changed');
    expect(table).toHaveTextContent('new attempt after a return');
    expect(screen.getByTestId('sepa-batch-total')).toHaveTextContent('2 debits chosen');
    const listed = await screen.findByTestId('sepa-batch');
    expect(listed).toHaveTextContent('Collection on 12/14/2026 · CaixaBank');
    expect(listed).toHaveTextContent('with the bank: 2');
    expect(screen.getByRole('button', { name: 'Mark collected' })).toBeInTheDocument();
  });

  it('generates a batch of the charges left ticked, with the default creditor and the earliest date', async () => {
    const api = stubPage({ [`POST ${BASE}/batches`]: jsonResponse(201, { ...batch, count: 1, total: 4550 }) });
    renderPage(<DirectDebitsPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Include Bea Pérez, Cuota 2026/27' }));
    expect(screen.getByTestId('sepa-batch-total')).toHaveTextContent('1 debits chosen');
    await userEvent.click(screen.getByTestId('sepa-generate'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/batches`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/batches`)[0]!.body).toEqual({
      creditorHash: creditor.hash,
      collectionDate: '2026-12-01',
      scheme: 'CORE',
      chargeHashes: [charge('Ana').chargeHash],
    });
  });

  it("reads a fee's charges again after a batch and after a returns file: their states changed", async () => {
    stubPage({
      [`POST ${BASE}/batches`]: jsonResponse(201, batch),
      [`POST ${BASE}/returns`]: jsonResponse(200, { format: 'camt.054', matched: 0, unmatched: 0, items: [] }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    // A fee's charges table as the Fees page left it in the cache (features/fees/api/fee-keys.ts).
    const feeCharges = ['clubs', CLUB, 'fees', 'charges', 'feeAAAAAAAAA', { page: 1 }];
    const cached = () => queryClient.setQueryData(feeCharges, wholeList([]));
    const readAgain = () => waitFor(() => expect(queryClient.getQueryState(feeCharges)?.isInvalidated).toBe(true));
    cached();
    renderPage(<DirectDebitsPage clubHash={CLUB} />, { queryClient });
    await screen.findByTestId('sepa-due');
    await userEvent.click(screen.getByTestId('sepa-generate'));
    await readAgain();

    cached();
    expect(queryClient.getQueryState(feeCharges)?.isInvalidated).toBe(false);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['<Document/>'], 'r.xml'));
    await userEvent.click(screen.getByTestId('sepa-returns-import'));
    await readAgain();
  });

  it('says why a batch is refused', async () => {
    stubPage({
      [`POST ${BASE}/batches`]: jsonResponse(409, { code: 409, errorCode: 'CONFLICT', message: 'x', reason: 'chargeNotCollectable' }),
    });
    renderPage(<DirectDebitsPage clubHash={CLUB} />);
    await screen.findByTestId('sepa-due');
    await userEvent.click(screen.getByTestId('sepa-generate'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some charges are not due, have no valid mandate or are already in a batch');
  });

  it('imports a returns file and lists each return with its reason in words and the next action', async () => {
    const result: SepaReturnsResult = {
      format: 'camt.054',
      matched: 1,
      unmatched: 1,
      items: [
        {
          endToEndId: 'E1',
          outcome: 'returned',
          reasonCode: 'AM04',
          action: 'retry',
          personName: 'Ana Pérez',
          feeName: 'Cuota',
          amount: 4550,
          feeAdded: 350,
          mandateBlocked: false,
        },
        {
          endToEndId: 'E2',
          outcome: 'unmatched',
          reasonCode: 'AC04',
          action: 'block_mandate',
          personName: null,
          feeName: null,
          amount: null,
          feeAdded: 0,
          mandateBlocked: false,
        },
      ],
    };
    const api = stubPage({ [`POST ${BASE}/returns`]: jsonResponse(200, result) });
    renderPage(<DirectDebitsPage clubHash={CLUB} />);
    const file = new File(['<Document/>'], 'returns.xml', { type: 'application/xml' });
    await screen.findByTestId('sepa-returns-file');
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByLabelText("Add the bank's return fee to the member's charge"));
    await userEvent.click(screen.getByTestId('sepa-returns-import'));
    const returns = await screen.findAllByTestId('sepa-return');
    expect(api.callsTo('POST', `${BASE}/returns`)[0]!.body).toEqual({ xml: '<Document/>', addBankFee: true });
    expect(screen.getByTestId('sepa-returns-result')).toHaveTextContent('1 debits found, 1 not found');
    expect(returns[0]).toHaveTextContent('Not enough money in the account');
    expect(returns[0]).toHaveTextContent('Next: it can go into a later batch.');
    expect(returns[0]).toHaveTextContent('bank fee of');
    expect(returns[1]).toHaveTextContent('Debit not found in the club');
    expect(returns[1]).toHaveTextContent('The account is closed');
  });
});
