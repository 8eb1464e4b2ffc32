import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_CARD_DESIGN } from '@tribuna/contract';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { CardDesignPage } from './card-design-page';

const club = 'clubAAAAAAAA';
const design = `/api/clubs/${club}/card-design`;
const featureOff = jsonResponse(403, { code: 403, errorCode: 'FEATURE_DISABLED', message: 'This feature is not enabled for the club' });

// Mantine's colour inputs and the card's QR are slow to render on a busy machine.
describe('Card design page', { timeout: 20_000 }, () => {
  beforeAll(() => i18next.loadNamespaces(['card', 'forms']));
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('previews every change at once and saves the whole design', async () => {
    const api = stubApi({
      [`GET ${design}`]: jsonResponse(200, DEFAULT_CARD_DESIGN),
      [`PUT ${design}`]: ({ body }) => jsonResponse(200, { ...(body as object), backgroundImage: null }),
      'GET /api/profile': jsonResponse(500, {}),
    });
    renderPage(<CardDesignPage clubHash={club} />);
    const preview = await screen.findByTestId('card-design-preview');
    expect(preview.querySelector('[data-testid="card-qr"]')).not.toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Main colour' }), { target: { value: '#aa3311' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'ID number (DNI)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'QR code' }));
    expect(preview.querySelector('[data-testid="member-card"]')?.getAttribute('style')).toMatch(/#aa3311|rgb\(170, 51, 17\)/);
    expect(preview.querySelector('[data-testid="card-dni"]')).not.toBeNull();
    expect(preview.querySelector('[data-testid="card-qr"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(api.callsTo('PUT', design)).toHaveLength(1));
    expect(api.callsTo('PUT', design)[0]!.body).toMatchObject({
      primaryColour: '#aa3311',
      fields: { dni: true, qr: false, photo: true },
    });
  });

  it('refuses a colour that is not #rrggbb before sending, and says why on the field', async () => {
    const api = stubApi({ [`GET ${design}`]: jsonResponse(200, DEFAULT_CARD_DESIGN), 'GET /api/profile': jsonResponse(500, {}) });
    renderPage(<CardDesignPage clubHash={club} />);
    const colour = await screen.findByRole('textbox', { name: 'Second colour' });
    fireEvent.change(colour, { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('This value is not in the expected format.')).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', design)).toHaveLength(0);
  });

  it('says so when the club does not have its own card design', async () => {
    stubApi({ [`GET ${design}`]: featureOff, 'GET /api/profile': jsonResponse(500, {}) });
    renderPage(<CardDesignPage clubHash={club} />);
    expect(await screen.findByTestId('card-design-off')).toHaveTextContent('does not have its own card design');
  });
});
