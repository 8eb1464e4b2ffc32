import type { PortalComponent } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { PortalComponentsPage } from './portal-components-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/portal/components`;
const core = (name: string, order: number, enabled = false): PortalComponent => ({
  id: order + 1,
  core: true,
  name,
  type: null,
  properties: { href: null, image: null },
  enabled,
  order,
  highlighted: false,
});
const link: PortalComponent = {
  id: 9,
  core: false,
  name: 'Federació',
  type: 'link',
  properties: { href: 'https://fed.example/', image: null },
  enabled: true,
  order: 4,
  highlighted: true,
};
const components = [core('tickets', 0), core('campaigns', 1), core('member.registration', 2, true), core('inscriptions', 3), link];

describe('portal components page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['portal', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('lists core sections translated and custom links, and switches one off with a PUT', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: jsonResponse(200, hydra(components)),
      [`PUT ${BASE}/3`]: jsonResponse(200, { ...components[2], enabled: false }),
    });
    renderPage(<PortalComponentsPage clubHash={CLUB} />);
    await waitFor(() => expect(screen.getAllByTestId('portal-component-row')).toHaveLength(5));
    const rows = screen.getAllByTestId('portal-component-row');
    expect(rows[2]).toHaveTextContent('Become a member');
    expect(within(rows[4]!).getByRole('link', { name: 'https://fed.example/' })).toBeInTheDocument();
    // Core sections can be neither edited nor removed.
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Become a member enabled' }));
    await waitFor(() => expect(api.callsTo('PUT', `${BASE}/3`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${BASE}/3`)[0]!.body).toEqual({ enabled: false });
  });

  it('flips a switch at once and puts it back when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      [`GET ${BASE}`]: jsonResponse(200, hydra(components)),
      [`PUT ${BASE}/2`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage(<PortalComponentsPage clubHash={CLUB} />);
    const campaigns = await screen.findByRole('switch', { name: 'Campaigns enabled' });
    expect(campaigns).not.toBeChecked();
    await userEvent.click(campaigns);
    // Checked while the server has not answered yet.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Campaigns enabled' })).toBeChecked());
    answer(jsonResponse(500, { title: 'An error occurred', status: 500 }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Campaigns enabled' })).not.toBeChecked());
  });

  it('adds a link, refusing an address that is not a web link', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: jsonResponse(200, hydra(components)),
      [`POST ${BASE}`]: jsonResponse(201, { ...link, id: 10 }),
    });
    renderPage(<PortalComponentsPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByTestId('portal-add-link'));
    const form = await screen.findByTestId('portal-link-form');
    await userEvent.type(within(form).getByLabelText(/Label/), 'Botiga');
    await userEvent.type(within(form).getByLabelText(/Web address/), 'javascript:alert(1)');
    await userEvent.click(within(form).getByTestId('portal-link-save'));
    expect(await within(form).findByText('Only web links (http or https) are accepted')).toBeInTheDocument();
    expect(api.callsTo('POST', BASE)).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText(/Web address/));
    await userEvent.type(within(form).getByLabelText(/Web address/), 'https://botiga.example');
    await userEvent.click(within(form).getByTestId('portal-link-save'));
    await waitFor(() => expect(api.callsTo('POST', BASE)).toHaveLength(1));
    expect(api.callsTo('POST', BASE)[0]!.body).toEqual({
      name: 'Botiga',
      type: 'link',
      properties: { href: 'https://botiga.example', image: null },
    });
  });

  it('pages by 10 and shows the spec’s load error', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...link, id: 100 + i, name: `Link ${i}`, order: i }));
    const api = stubApi({ [`GET ${BASE}`]: jsonResponse(200, hydra(many, 12)) });
    renderPage(<PortalComponentsPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(api.queriesTo('GET', BASE).map((q) => q.get('page'))).toContain('2'));
    expect(api.queriesTo('GET', BASE)[0]!.get('itemsPerPage')).toBe('10');
    vi.unstubAllGlobals();
    stubApi({ [`GET ${BASE}`]: jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' }) });
    renderPage(<PortalComponentsPage clubHash="clubBBBBBBBB" />);
    expect(await screen.findByTestId('portal-error')).toHaveTextContent('An error happened and we are not able to load the portal content');
  });
});
