import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, productFixture, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { CashOrderModal } from './cash-order-modal';

const CLUB = 'clubAAAAAAAA';
const CAMPAIGN = 'campAAAAAAAA';
const raffle = productFixture();

/** Issue 20 item 6: the receipt's e-mail caps refuse a cash order with a reason the manager can read. */
describe('cash order over an e-mail cap', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['commerce', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['clubMailLimitReached', 'The club has sent as many e-mails as it may for now; try again later'],
    ['recipientMailLimitReached', 'This address has received as many e-mails from the club as it may for now; try again later'],
  ])('says which cap refused it (%s)', async (reason, text) => {
    stubApi({
      [`POST /api/clubs/${CLUB}/commerce/campaigns/${CAMPAIGN}/orders`]: jsonResponse(429, {
        code: 429,
        errorCode: 'RATE_LIMITED',
        message: 'Too many requests, try again later.',
        detail: 'Retry in 600 seconds.',
        reason,
      }),
    });
    renderPage(<CashOrderModal clubHash={CLUB} campaignHash={CAMPAIGN} products={[raffle]} opened onClose={() => undefined} />);
    await userEvent.type(await screen.findByTestId('cash-name'), 'Comprador');
    await userEvent.type(screen.getByTestId('cash-email'), 'buyer@example.org');
    await userEvent.click(screen.getByTestId('cash-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
