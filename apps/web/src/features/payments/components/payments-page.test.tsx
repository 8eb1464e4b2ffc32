import type { Mandate, MyCharge, PaymentPerson } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfig } from '../../../lib/app-config';
import { appConfigFixture, CLUB_A, jsonResponse } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { PayChargeModal } from './pay-charge-modal';
import { PaymentsPage } from './payments-page';

const BASE = `/api/clubs/${CLUB_A}/my`;
const self: PaymentPerson = { hash: 'profSELFAAAA', name: 'Laura', surname: 'Martín', relation: 'self' };
const child: PaymentPerson = { hash: 'profCHILDAAA', name: 'Leo', surname: 'Martín', relation: 'child' };

const charge = (overrides: Partial<MyCharge> = {}): MyCharge => ({
  hash: 'chargeAAAAAA',
  person: self,
  feeName: 'Cuota socio 2026/27',
  instalment: 1,
  instalments: 2,
  amount: 3000,
  returnFee: 0,
  refundedAmount: 0,
  currency: 'EUR',
  dueOn: '2027-01-31',
  state: 'pending',
  due: true,
  payable: true,
  paidAt: null,
  paidMethod: null,
  refundableUntil: null,
  returnReason: null,
  hasReceipt: false,
  ...overrides,
});

const mandate = (overrides: Partial<Mandate> = {}): Mandate => ({
  hash: 'mandateAAAAA',
  person: child,
  reference: 'TRB-20261101-ABCDEFGHJK',
  holderName: 'Laura Martín',
  ibanMasked: 'ES91 •••• •••• •••• •••• 1332',
  bic: 'CAIXESBBXXX',
  signedOn: '2026-11-01',
  sequence: 'recurrent',
  scheme: 'CORE',
  status: 'active',
  blockedReason: null,
  lastUsedOn: null,
  expiresOn: '2029-11-01',
  amendmentPending: false,
  amendments: 0,
  ...overrides,
});

function stubPage(charges: MyCharge[], people: PaymentPerson[], mandates: Mandate[] = [], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${BASE}/charges`]: jsonResponse(200, hydra(charges)),
    [`GET ${BASE}/payers`]: jsonResponse(200, hydra(people)),
    [`GET ${BASE}/mandates`]: jsonResponse(200, hydra(mandates)),
    ...extra,
  });
}

describe('the Payments page of a member or guardian', { timeout: 20_000 }, () => {
  beforeAll(() => i18next.loadNamespaces(['payments', 'forms']));
  beforeEach(() => resetAppConfig(appConfigFixture({ demo: true })));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAppConfig();
  });

  it('lists what is due first with a pay button and its state in words, then the paid ones with their receipt', async () => {
    stubPage(
      [
        charge({ hash: 'chargeOVERDU', state: 'unpaid', dueOn: '2026-10-31' }),
        charge({ hash: 'chargeRETURN', state: 'returned', returnReason: 'AM04', returnFee: 250, amount: 3250, instalment: 2 }),
        charge({
          hash: 'chargePAIDDD',
          state: 'paid',
          due: false,
          payable: false,
          paidAt: '2026-10-05T10:00:00.000Z',
          paidMethod: 'sepa_debit',
          refundableUntil: '2026-11-30T10:00:00.000Z',
          hasReceipt: true,
        }),
      ],
      [self],
    );
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    const due = within(await screen.findByTestId('payments-due')).getAllByTestId('charge');
    expect(due).toHaveLength(2);
    expect(due[0]).toHaveTextContent('Cuota socio 2026/27');
    expect(due[0]).toHaveTextContent('Instalment 1 of 2');
    expect(within(due[0]!).getByTestId('charge-state')).toHaveTextContent('Unpaid (overdue)');
    expect(due[0]).toHaveTextContent('Due on October 31, 2026');
    expect(due[0]).toHaveTextContent('€30.00');
    expect(within(due[0]!).getByRole('button', { name: 'Pay Cuota socio 2026/27, €30.00' })).toBeInTheDocument();
    expect(within(due[1]!).getByTestId('charge-state')).toHaveTextContent('Returned by the bank');
    expect(due[1]).toHaveTextContent('Reason: insufficient funds');
    expect(due[1]).toHaveTextContent('Includes a bank return fee of €2.50');

    const settled = within(screen.getByTestId('payments-settled')).getAllByTestId('charge');
    expect(settled).toHaveLength(1);
    expect(within(settled[0]!).getByTestId('charge-state')).toHaveTextContent('Paid');
    expect(settled[0]).toHaveTextContent('Paid on October 5, 2026 (direct debit)');
    expect(settled[0]).toHaveTextContent('Your bank may refund it until November 30, 2026');
    expect(within(settled[0]!).queryByTestId('charge-pay')).toBeNull();
    expect(within(settled[0]!).getByRole('button', { name: 'Download the receipt of Cuota socio 2026/27 (PDF)' })).toBeInTheDocument();
    expect(screen.getByTestId('payments-mandates-empty')).toHaveTextContent('You have not given a direct debit mandate yet.');
  });

  it('shows a guardian a section per child, and none of their own when they owe nothing', async () => {
    stubPage([charge({ person: child, feeName: 'Campus de verano' })], [self, child]);
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    const sections = await screen.findAllByTestId('payments-person');
    expect(sections).toHaveLength(1);
    expect(within(sections[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('Charges of Leo Martín');
    expect(sections[0]).toHaveTextContent('Campus de verano');
    expect(within(sections[0]!).getByTestId('payments-settled-empty')).toHaveTextContent('No payments yet.');
  });

  it('pays with the test provider after a confirmation, and reads the list again', async () => {
    const paid = charge({
      state: 'paid',
      due: false,
      payable: false,
      paidAt: '2026-11-28T10:00:00.000Z',
      paidMethod: 'test',
      hasReceipt: true,
    });
    const api = stubApi({
      [`GET ${BASE}/charges`]: [jsonResponse(200, hydra([charge()])), jsonResponse(200, hydra([paid]))],
      [`GET ${BASE}/payers`]: jsonResponse(200, hydra([self])),
      [`GET ${BASE}/mandates`]: jsonResponse(200, hydra([])),
      [`POST ${BASE}/charges/chargeAAAAAA/payments`]: jsonResponse(200, { method: 'test', checkoutUrl: null, charge: paid }),
    });
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    await userEvent.click(await screen.findByTestId('charge-pay'));
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('Demo club: the test provider pays at once');
    await userEvent.click(within(modal).getByRole('button', { name: 'Pay €30.00' }));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/charges/chargeAAAAAA/payments`)).toHaveLength(1));
    expect(await screen.findByTestId('payments-settled')).toHaveTextContent('Paid on November 28, 2026 (test provider)');
    expect(screen.getByTestId('payments-due-empty')).toHaveTextContent('Nothing is due.');
  });

  it('sends a card payment to the provider’s checkout page', async () => {
    resetAppConfig(appConfigFixture({ demo: false }));
    stubApi({
      [`POST ${BASE}/charges/chargeAAAAAA/payments`]: jsonResponse(200, {
        method: 'card',
        checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1',
        charge: charge(),
      }),
    });
    const goTo = vi.fn();
    renderPage(<PayChargeModal clubHash={CLUB_A} charge={charge()} onClose={() => undefined} goTo={goTo} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('You will go to the secure card payment page');
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
  });
});

describe('SEPA mandates on the Payments page', { timeout: 20_000 }, () => {
  beforeAll(() => i18next.loadNamespaces(['payments', 'forms']));
  beforeEach(() => resetAppConfig(appConfigFixture({ demo: true })));
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAppConfig();
  });

  it('refuses a mandate without the text accepted or with a wrong IBAN before sending, then sends it for the child chosen', async () => {
    const created = mandate();
    const api = stubPage([], [self, child], [], { [`POST ${BASE}/mandates`]: jsonResponse(201, created) });
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    await userEvent.click(await screen.findByTestId('mandate-new'));
    const form = await screen.findByTestId('mandate-form');
    expect(within(form).getByTestId('mandate-text')).toHaveTextContent('you authorise CD Demo to send instructions to your bank');
    await userEvent.type(within(form).getByLabelText(/Account holder/), 'Laura Martín');
    await userEvent.type(within(form).getByLabelText(/^IBAN/), 'ES91 2100 0418 4502 0005 1333');
    await userEvent.click(within(form).getByTestId('mandate-save'));
    expect(await within(form).findByText('Read and accept the mandate text to give the mandate')).toBeInTheDocument();
    expect(within(form).getByText(/This IBAN is not valid/)).toBeInTheDocument();
    expect(api.callsTo('POST', `${BASE}/mandates`)).toHaveLength(0);

    const iban = within(form).getByLabelText(/^IBAN/);
    await userEvent.clear(iban);
    await userEvent.type(iban, 'ES91 2100 0418 4502 0005 1332');
    await userEvent.selectOptions(within(form).getByLabelText('Whose charges it pays'), 'Leo Martín');
    await userEvent.click(within(form).getByLabelText('One-off'));
    await userEvent.click(within(form).getByLabelText('I have read and accept the mandate text'));
    await userEvent.click(within(form).getByTestId('mandate-save'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/mandates`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/mandates`)[0]!.body).toEqual({
      profileHash: child.hash,
      holderName: 'Laura Martín',
      iban: 'ES91 2100 0418 4502 0005 1332',
      sequence: 'one_off',
      scheme: 'CORE',
      accepted: true,
    });
  });

  it('shows the API’s refusal of the BIC beside its field', async () => {
    stubPage([], [self], [], {
      [`POST ${BASE}/mandates`]: jsonResponse(400, {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'Validation failed',
        detail: 'bic: This BIC belongs to another country than the IBAN',
        invalidParamsList: {
          invalidParams: [{ field: 'bic', errors: ['This BIC belongs to another country than the IBAN'], codes: ['bicMismatch'] }],
        },
      }),
    });
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    await userEvent.click(await screen.findByTestId('mandate-new'));
    const form = await screen.findByTestId('mandate-form');
    await userEvent.type(within(form).getByLabelText(/Account holder/), 'Laura Martín');
    await userEvent.type(within(form).getByLabelText(/^IBAN/), 'ES9121000418450200051332');
    await userEvent.click(within(form).getByLabelText('I have read and accept the mandate text'));
    // A well-formed Spanish BIC passes the page's check; the server's answer is what refuses it here.
    await userEvent.type(within(form).getByLabelText(/BIC/), 'CAIXESBBXXX');
    await userEvent.click(within(form).getByTestId('mandate-save'));
    expect(await within(form).findByText('This BIC belongs to another country than the IBAN')).toBeInTheDocument();
  });

  it('says why a mandate is blocked, in words', async () => {
    stubPage([], [self, child], [mandate({ status: 'blocked', blockedReason: 'AC04' })]);
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    const card = await screen.findByTestId('mandate');
    expect(within(card).getByTestId('mandate-status')).toHaveTextContent('Blocked');
    expect(within(card).getByTestId('mandate-blocked')).toHaveTextContent('Reason: account closed');
    expect(within(card).getByTestId('mandate-change')).toBeInTheDocument();
  });

  it('lists the mandates in words, changes one’s account and revokes one', async () => {
    const changed = mandate({ ibanMasked: 'ES79 •••• •••• •••• •••• 6789', amendmentPending: true, amendments: 1 });
    const api = stubApi({
      [`GET ${BASE}/charges`]: jsonResponse(200, hydra([])),
      [`GET ${BASE}/payers`]: jsonResponse(200, hydra([self, child])),
      [`GET ${BASE}/mandates`]: [
        jsonResponse(200, hydra([mandate()])),
        jsonResponse(200, hydra([changed])),
        jsonResponse(200, hydra([{ ...changed, status: 'revoked' }])),
      ],
      [`PATCH ${BASE}/mandates/mandateAAAAA`]: jsonResponse(200, changed),
      [`POST ${BASE}/mandates/mandateAAAAA/revoke`]: jsonResponse(200, { ...changed, status: 'revoked' }),
    });
    renderPage(<PaymentsPage clubHash={CLUB_A} clubName="CD Demo" />);
    const card = await screen.findByTestId('mandate');
    expect(card).toHaveTextContent('Leo Martín');
    expect(card).toHaveTextContent('ES91 •••• •••• •••• •••• 1332');
    expect(card).toHaveTextContent('Holder: Laura Martín · Recurrent · CORE (individuals)');
    expect(card).toHaveTextContent('Reference TRB-20261101-ABCDEFGHJK · Signed on November 1, 2026');
    expect(card).toHaveTextContent('Expires on November 1, 2029 unless used before');
    expect(within(card).getByTestId('mandate-status')).toHaveTextContent('Active');
    expect(within(card).queryByTestId('mandate-blocked')).toBeNull();

    await userEvent.click(within(card).getByTestId('mandate-change'));
    const form = await screen.findByTestId('change-account-form');
    await userEvent.type(within(form).getByTestId('change-iban'), 'ES79 2100 0813 6101 2345 6789');
    await userEvent.click(within(form).getByTestId('change-save'));
    await waitFor(() => expect(api.callsTo('PATCH', `${BASE}/mandates/mandateAAAAA`)).toHaveLength(1));
    expect(await screen.findByTestId('mandate-amended')).toHaveTextContent('Account changed: the bank is told with the next debit');

    await userEvent.click(screen.getByTestId('mandate-revoke'));
    const confirm = await screen.findByTestId('mandate-revoke-confirm');
    await userEvent.click(await within(confirm).findByRole('button', { name: 'Revoke the mandate' }));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/mandates/mandateAAAAA/revoke`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('mandate-status')).toHaveTextContent('Revoked'));
    expect(screen.queryByTestId('mandate-revoke')).toBeNull();
  });
});
