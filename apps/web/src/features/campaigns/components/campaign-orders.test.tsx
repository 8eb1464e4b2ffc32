import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/api-client';
import { storeSession } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { CampaignOrders } from './campaign-orders';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  saveBlob: vi.fn(),
}));

const CLUB = 'clubAAAAAAAA';
const ORDERS = `/api/clubs/${CLUB}/commerce/orders`;

describe('campaign orders downloads', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['commerce']);
  });
  beforeEach(() => {
    storeSession();
    vi.mocked(saveBlob).mockClear();
  });

  it('offers the orders as a CSV file and, beside it, as an Excel workbook, each of the campaign', async () => {
    const file = new Response('x', { headers: { 'content-type': 'text/csv' } });
    const api = stubApi({ [`GET ${ORDERS}`]: new Response(JSON.stringify(hydra([]))), [`GET ${ORDERS}/export`]: file });
    renderPage(<CampaignOrders clubHash={CLUB} campaignHash="campAAAAAAAA" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Export to Excel (XLSX)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(api.queriesTo('GET', `${ORDERS}/export`)[0]!.get('format')).toBe('xlsx');
    expect(api.queriesTo('GET', `${ORDERS}/export`)[0]!.get('campaign')).toBe('campAAAAAAAA');
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await userEvent.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(api.queriesTo('GET', `${ORDERS}/export`)[1]!.get('format')).toBe('csv');
    expect(vi.mocked(saveBlob).mock.calls[1]![1]).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
