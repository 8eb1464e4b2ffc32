import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, personFixture, storeSession } from '../../../test/fixtures';
import { PersonPage } from './person-page';
import { CLUB, hydra, loadPersonTexts, personDetail, renderAt, stubApi, summary } from './person-test-helpers';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const laura = summary();
const jon = summary({ id: 'guard0000002', name: 'Jon', surname: 'García', hasAccount: false });
const leo = personDetail({ guardians: [laura, jon], teams: [{ id: 'team00000001', name: 'Alevín A', role: 'player' }] });
const base = `/api/clubs/${CLUB}/people`;
const read = (hash: string) => `GET ${base}/${hash}`;

describe('person page', { timeout: 15_000 }, () => {
  beforeAll(loadPersonTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows a child athlete's details, guardians with links, teams and the back link", async () => {
    stubApi({ [read(leo.id)]: jsonResponse(200, leo) });
    renderAt(<PersonPage clubHash={CLUB} personHash={leo.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leo Martín' })).toBeInTheDocument();
    expect(screen.getByTestId('person-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('person-qr')).toHaveTextContent(leo.qrIdentifier);
    expect(screen.getByTestId('person-category')).toHaveTextContent('Under-12');
    const guardians = within(screen.getByTestId('guardian-list'));
    expect(guardians.getByRole('link', { name: 'Laura Martín' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB}/persons/person/${laura.id}`,
    );
    expect(guardians.getByRole('link', { name: 'Jon García' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alevín A' })).toHaveAttribute('href', `/dashboard/manager/${CLUB}/teams/team00000001/details`);
    expect(screen.getByTestId('person-back-link')).toHaveAttribute('href', `/dashboard/manager/${CLUB}/persons/athletes`);
    expect(screen.getByTestId('hand-over')).toBeInTheDocument();
    expect(screen.queryByTestId('person-children')).toBeNull();
  });

  it("shows a guardian's children and no guardians section", async () => {
    const guardian = personDetail({
      id: laura.id,
      type: 2,
      role: 'guardian',
      name: 'Laura',
      category: null,
      roles: ['ROLE_MEMBER', 'ROLE_GUARDIAN'],
      hasAccount: true,
      children: [summary({ id: leo.id, role: 'player', type: 3, name: 'Leo', category: 'Under-12' })],
    });
    stubApi({ [read(laura.id)]: jsonResponse(200, guardian) });
    renderAt(<PersonPage clubHash={CLUB} personHash={laura.id} />);
    const children = within(await screen.findByTestId('children-list'));
    expect(children.getByRole('link', { name: 'Leo Martín' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB}/persons/person/${leo.id}`,
    );
    expect(screen.queryByTestId('person-guardians')).toBeNull();
    expect(screen.queryByTestId('hand-over')).toBeNull();
    expect(within(screen.getByTestId('person-roles')).getByText('Member')).toBeInTheDocument();
    expect(screen.getByTestId('person-back-link')).toHaveAttribute('href', `/dashboard/manager/${CLUB}/persons/users`);
  });

  it('unlinks a guardian only after confirming', async () => {
    const api = stubApi({
      [read(leo.id)]: [jsonResponse(200, leo), jsonResponse(200, { ...leo, guardians: [jon] })],
      [`DELETE ${base}/${leo.id}/guardians/${laura.id}`]: jsonResponse(200, { guardians: [jon] }),
    });
    const user = userEvent.setup();
    renderAt(<PersonPage clubHash={CLUB} personHash={leo.id} />);
    await user.click(await screen.findByRole('button', { name: 'Unlink Laura Martín' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Laura Martín will no longer be a guardian of Leo Martín');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${base}/${leo.id}/guardians/${laura.id}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unlink Laura Martín' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Laura Martín is no longer a guardian of Leo Martín'));
    expect(api.callsTo('DELETE', `${base}/${leo.id}/guardians/${laura.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Laura Martín' })).toBeNull());
  });

  it("links a guardian found by searching the club's guardians", async () => {
    const child = personDetail({ guardians: [] });
    const api = stubApi({
      [read(child.id)]: jsonResponse(200, child),
      // The search answers full list rows (Person), not the summaries a person page carries.
      [`GET ${base}`]: jsonResponse(200, hydra([personFixture({ ...jon, type: 2, role: 'guardian', roles: ['ROLE_GUARDIAN'] })])),
      [`POST ${base}/${child.id}/guardians`]: jsonResponse(201, { guardians: [jon] }),
    });
    const user = userEvent.setup();
    renderAt(<PersonPage clubHash={CLUB} personHash={child.id} />);
    expect(await screen.findByTestId('guardian-list-empty')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Link a guardian'), 'garc');
    await user.click(await screen.findByRole('button', { name: 'Link Jon García as guardian' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Jon García is now a guardian of Leo Martín'));
    const search = api.callsTo('GET', base)[0]!.url;
    expect(new URL(search, 'http://x').searchParams.get('role')).toBe('guardian');
    expect(new URL(search, 'http://x').searchParams.get('search')).toBe('garc');
    expect(api.callsTo('POST', `${base}/${child.id}/guardians`)[0]?.body).toEqual({ guardian: jon.id });
  });

  it('disables after confirming and shows the new status', async () => {
    const api = stubApi({
      [read(leo.id)]: jsonResponse(200, leo),
      [`PATCH ${base}/${leo.id}`]: jsonResponse(200, { ...leo, enabled: false }),
    });
    const user = userEvent.setup();
    renderAt(<PersonPage clubHash={CLUB} personHash={leo.id} />);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getByTestId('person-status')).toHaveTextContent('Disabled'));
    expect(api.callsTo('PATCH', `${base}/${leo.id}`)[0]?.body).toEqual({ enabled: false });
    expect(notify).toHaveBeenCalledWith('success', 'Leo Martín has been disabled');
  });

  it('says when the person does not exist, and offers a retry on other failures', async () => {
    stubApi({ [read('missing00001')]: jsonResponse(404, { code: 404, errorCode: 'NOT_FOUND', message: 'Not found.' }) });
    const { unmount } = renderAt(<PersonPage clubHash={CLUB} personHash="missing00001" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeInTheDocument();
    unmount();
    stubApi({ [read(leo.id)]: [jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' }), jsonResponse(200, leo)] });
    const user = userEvent.setup();
    renderAt(<PersonPage clubHash={CLUB} personHash={leo.id} />);
    expect(await screen.findByTestId('person-load-error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leo Martín' })).toBeInTheDocument();
  });
});
