import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import {
  actingManager,
  CLUB,
  loadMessagesTexts,
  mailbox,
  MAILBOXES_URL,
  person,
  renderAt,
  SLOW,
  stubApi,
} from '../test/messages-test-utils';
import { MailboxManagementPage } from './mailbox-management-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const at = {
  path: '/dashboard/manager/:clubHash/messages/mailbox-management',
  url: `/dashboard/manager/${CLUB}/messages/mailbox-management`,
};
const MAILBOX_URL = `${MAILBOXES_URL}/mbox00000001`;
const conflict = (reason: string, message = 'Conflict') => jsonResponse(409, { code: 409, errorCode: 'CONFLICT', message, reason });
const list = (...items: ReturnType<typeof mailbox>[]) => jsonResponse(200, wholeList(items));

describe('mailbox management', { timeout: SLOW }, () => {
  beforeAll(loadMessagesTexts);
  beforeEach(() => storeSession({ currentProfile: actingManager }));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the mailboxes with the people who answer from them', async () => {
    stubApi({
      [`GET ${MAILBOXES_URL}`]: list(
        mailbox(),
        mailbox({
          mailboxHash: 'mbox00000002',
          name: 'Coordinación',
          predefined: false,
          profiles: [person(), person({ profileHash: 'prof00000003', name: 'Ana', surname: 'Ruiz' })],
        }),
      ),
    });
    renderAt(<MailboxManagementPage clubHash={CLUB} />, at);
    const [club, other] = await screen.findAllByTestId('mailbox-card');
    expect(within(club!).getByRole('heading', { name: 'Secretaría' })).toBeInTheDocument();
    expect(club).toHaveTextContent('Club mailbox');
    expect(club).toHaveTextContent('1 person answers from this mailbox');
    expect(other).toHaveTextContent('2 people answer from this mailbox');
    expect(within(other!).getAllByTestId('mailbox-profile')[1]).toHaveTextContent('Ana Ruiz · Manager');
  });

  it('shows spec 8’s text when the predefined mailbox would lose its last person', async () => {
    const api = stubApi({
      [`GET ${MAILBOXES_URL}`]: list(mailbox()),
      [`DELETE ${MAILBOX_URL}/profiles/prof00000001`]: conflict(
        'mailboxLastProfile',
        'Cannot delete user from mailbox; assign another user first',
      ),
    });
    const user = userEvent.setup();
    renderAt(<MailboxManagementPage clubHash={CLUB} />, at);
    await user.click(await screen.findByRole('button', { name: 'Remove Marta García from Secretaría' }));
    expect(await screen.findByTestId('mailbox-error')).toHaveTextContent('Cannot delete user from mailbox; assign another user first');
    expect(api.callsTo('DELETE', `${MAILBOX_URL}/profiles/prof00000001`)).toHaveLength(1);
  });

  it('shows spec 8’s text when the predefined mailbox is to be removed', async () => {
    stubApi({ [`GET ${MAILBOXES_URL}`]: list(mailbox()), [`DELETE ${MAILBOX_URL}`]: conflict('mailboxNotRemovable') });
    const user = userEvent.setup();
    renderAt(<MailboxManagementPage clubHash={CLUB} />, at);
    await user.click(await screen.findByRole('button', { name: 'Delete Secretaría' }));
    await user.click(await screen.findByTestId('confirm-delete-mailbox-confirm'));
    expect(await screen.findByTestId('mailbox-error')).toHaveTextContent('This mailbox cannot be removed');
  });

  it('says so in the form when a new name is taken, and creates a mailbox with a free one', async () => {
    const api = stubApi({
      [`GET ${MAILBOXES_URL}`]: list(mailbox()),
      [`POST ${MAILBOXES_URL}`]: [
        conflict('mailboxNameTaken'),
        jsonResponse(201, mailbox({ mailboxHash: 'mbox00000005', name: 'Tesorería', predefined: false })),
      ],
    });
    const user = userEvent.setup();
    renderAt(<MailboxManagementPage clubHash={CLUB} />, at);
    await user.click(await screen.findByRole('button', { name: 'New mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'New mailbox' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Secretaria');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByTestId('mailbox-name-error')).toHaveTextContent('The club already has a mailbox with this name');

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tesorería');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New mailbox' })).not.toBeInTheDocument());
    expect(api.callsTo('POST', MAILBOXES_URL).map((call) => call.body)).toEqual([{ name: 'Secretaria' }, { name: 'Tesorería' }]);
  });

  it('suggests "<name> (copy)" when duplicating', async () => {
    const api = stubApi({
      [`GET ${MAILBOXES_URL}`]: list(mailbox()),
      [`POST ${MAILBOX_URL}/duplicate`]: jsonResponse(
        201,
        mailbox({ mailboxHash: 'mbox00000006', name: 'Secretaría (copy)', predefined: false }),
      ),
    });
    const user = userEvent.setup();
    renderAt(<MailboxManagementPage clubHash={CLUB} />, at);
    await user.click(await screen.findByRole('button', { name: 'Duplicate Secretaría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate “Secretaría”' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Secretaría (copy)');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(api.callsTo('POST', `${MAILBOX_URL}/duplicate`)[0]?.body).toEqual({ name: 'Secretaría (copy)' }));
  });
});
