import type { AllowedRecipient, RecipientKind } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import {
  actingManager,
  BASE,
  CLUB,
  detail,
  loadMessagesTexts,
  person,
  renderAt,
  SLOW,
  stubApi,
  THREADS_URL,
} from '../test/messages-test-utils';
import { NewMessageModal } from './new-message-modal';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const choice = (kind: RecipientKind, hash: string | null, label: string, extra: Partial<AllowedRecipient> = {}): AllowedRecipient => ({
  kind,
  hash,
  category: null,
  label,
  use: 'to',
  ...extra,
});
const allowed = wholeList([
  choice('person', null, 'person'),
  choice('partners', null, 'partners'),
  choice('athletes', null, 'athletes'),
  choice('guardians', null, 'guardians'),
  choice('team', 'team00000001', 'Under-12 A'),
  choice('category', null, 'Under-12', { category: 'Under-12' }),
  choice('mailbox', 'mbox00000001', 'Secretaría', { use: 'from' }),
]);
const luis = person({ profileHash: 'prof00000002', name: 'Luis', surname: 'Pérez', role: 'guardian' });
const input = (label: RegExp) => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;

function open() {
  return renderAt(
    <NewMessageModal
      clubHash={CLUB}
      profileHash={actingManager.profileHash}
      opened
      onClose={() => undefined}
      threadPath={(hash) => `/dashboard/manager/${CLUB}/messages/thread/${hash}`}
    />,
  );
}

/** The rich-text editor is a lazy chunk: on a busy machine its first load takes over the default 1 s. */
const EDITOR_LOADS = { timeout: 10_000 };

describe('the new message form', { timeout: SLOW }, () => {
  beforeAll(loadMessagesTexts);
  beforeEach(() => storeSession({ currentProfile: actingManager }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for recipients, subject and text before sending', async () => {
    const api = stubApi({ [`GET ${BASE}/allowed-recipients`]: jsonResponse(200, allowed) });
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Message' }, EDITOR_LOADS);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const form = screen.getByTestId('new-message-form');
    expect(form).toHaveTextContent('Choose at least one recipient');
    expect(form).toHaveTextContent('This field is required.');
    expect(form).toHaveTextContent('Write a message');
    expect(api.callsTo('POST', THREADS_URL)).toHaveLength(0);
  });

  it('sends from a mailbox to a team and a person found by name, then opens the thread', async () => {
    const api = stubApi({
      [`GET ${BASE}/allowed-recipients`]: jsonResponse(200, allowed),
      [`GET ${BASE}/accesible-participants`]: jsonResponse(200, wholeList([luis])),
      [`POST ${THREADS_URL}`]: jsonResponse(201, detail({ threadHash: 'thread000042', authorSide: true })),
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Message' }, EDITOR_LOADS);
    await user.click(input(/^Send as/));
    await user.click(await screen.findByRole('option', { name: 'Secretaría' }));
    await user.click(input(/^Recipients: groups/));
    await user.click(await screen.findByRole('option', { name: 'Under-12 A' }));
    await user.click(input(/^Recipients: people/));
    await user.type(input(/^Recipients: people/), 'luis');
    // The server searches (names, accents): the typed text reaches it once typing pauses.
    await waitFor(() => expect(api.queriesTo('GET', `${BASE}/accesible-participants`).map((query) => query.get('q'))).toContain('luis'));
    await user.click(await screen.findByRole('option', { name: 'Luis Pérez · Guardian' }));
    expect(screen.getByRole('button', { name: 'Remove Luis Pérez' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Subject/), 'Training on Saturday');
    await user.click(await screen.findByRole('textbox', { name: 'Message' }, EDITOR_LOADS));
    await user.keyboard('See you there');
    await user.click(screen.getByLabelText(/^Disable replies/));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByTestId('navigated')).toHaveTextContent(`/dashboard/manager/${CLUB}/messages/thread/thread000042`);
    expect(api.callsTo('POST', THREADS_URL)[0]!.body).toEqual({
      subject: 'Training on Saturday',
      body: '<p>See you there</p>',
      recipients: [
        { kind: 'team', teamHash: 'team00000001' },
        { kind: 'person', profileHash: 'prof00000002' },
      ],
      fromMailboxHash: 'mbox00000001',
      repliesDisabled: true,
      attachments: [],
    });
  });

  it('uploads attachments one by one, says how far it is, and refuses a file that is too large', async () => {
    let finish: (response: Response) => void = () => undefined;
    const api = stubApi({
      [`GET ${BASE}/allowed-recipients`]: jsonResponse(200, allowed),
      [`POST ${BASE}/attachments`]: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Attach files' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const huge = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(picker, [new File(['%PDF'], 'kit.pdf', { type: 'application/pdf' }), huge]);
    expect(await screen.findByTestId('upload-progress')).toHaveTextContent('Uploading file 1 of 1: kit.pdf…');
    const items = screen.getAllByTestId('upload-item');
    expect(items[1]).toHaveTextContent('video.pdf');
    expect(items[1]).toHaveTextContent('not attached: This file is larger than an attachment may be');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    finish(jsonResponse(201, { attachmentHash: 'att000000001', fileName: 'kit.pdf', contentType: 'application/pdf', size: 4, url: '/x' }));
    await waitFor(() => expect(screen.getAllByTestId('upload-item')[0]).toHaveAttribute('data-status', 'done'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    const sent = api.callsTo('POST', `${BASE}/attachments`);
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(within(screen.getByTestId('new-message-form')).getByTestId('upload-progress')).toHaveTextContent('');
  });
});
