import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import {
  actingGuardian,
  actingManager,
  CLUB,
  conversation,
  detail,
  loadMessagesTexts,
  message,
  renderAt,
  SLOW,
  stubApi,
  summary,
  THREADS_URL,
} from '../test/messages-test-utils';
import { ThreadPage } from './thread-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const THREAD = 'thread000001';
const THREAD_URL = `${THREADS_URL}/${THREAD}`;
const at = (role: 'manager' | 'guardian', query = '') => ({
  path: `/dashboard/${role}/:clubHash/messages/thread/:threadHash`,
  url: `/dashboard/${role}/${CLUB}/messages/thread/${THREAD}${query}`,
});
const conflict = (reason: string) => jsonResponse(409, { code: 409, errorCode: 'CONFLICT', message: 'Conflict', reason });

describe('the thread page', { timeout: SLOW }, () => {
  beforeAll(loadMessagesTexts);
  afterEach(() => vi.unstubAllGlobals());

  describe('for a recipient', () => {
    beforeEach(() => storeSession({ currentProfile: actingGuardian }));

    it('shows the opening message and no reply box when the author disabled replies', async () => {
      stubApi({ [`GET ${THREAD_URL}`]: jsonResponse(200, detail({ repliesDisabled: true, canReply: false })) });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('guardian'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Training on Saturday' })).toBeInTheDocument();
      expect(screen.getByTestId('message-text').innerHTML).toBe('<p>Training moves to <strong>Saturday</strong>.</p>');
      expect(screen.getByTestId('replies-disabled')).toHaveTextContent('The author has disabled replies to this thread.');
      expect(screen.queryByTestId('reply-composer')).not.toBeInTheDocument();
      expect(screen.queryByTestId('broadcast-composer')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    });

    it('answers in their own conversation, refusing an empty message and showing the API’s refusal translated', async () => {
      const api = stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(200, detail()),
        [`POST ${THREAD_URL}`]: conflict('threadDeleted'),
      });
      const user = userEvent.setup();
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('guardian'));
      const composer = await screen.findByTestId('reply-composer');
      expect(within(composer).getByRole('heading', { name: 'Reply to the author' })).toBeInTheDocument();
      const editor = await within(composer).findByRole('textbox', { name: 'Message' });
      await user.click(within(composer).getByRole('button', { name: 'Send' }));
      expect(composer).toHaveTextContent('Write a message');
      expect(api.callsTo('POST', THREAD_URL)).toHaveLength(0);

      await user.click(editor);
      await user.keyboard('We will be there');
      await user.click(within(composer).getByRole('button', { name: 'Send' }));
      expect(await screen.findByTestId('reply-composer-error')).toHaveTextContent('This thread has been deleted');
      const sent = api.callsTo('POST', THREAD_URL)[0]!;
      expect(sent.body).toEqual({ body: '<p>We will be there</p>', attachments: [] });
      expect(new Headers(sent.init?.headers).get('Profile')).toBe(actingGuardian.profileHash);
    });

    it('shows their conversation once opened, with reply-to-all only where they may', async () => {
      stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(200, detail({ myConversationHash: 'conv00000001' })),
        [`GET ${THREAD_URL}/conversations/conv00000001`]: jsonResponse(200, conversation({ canReplyToAll: true })),
      });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('guardian'));
      const thread = await screen.findByTestId('conversation');
      expect(within(thread).getAllByTestId('message')[0]).toHaveTextContent('We will be there.');
      expect(await within(thread).findByLabelText('Reply to everyone in this conversation')).toBeInTheDocument();
    });

    it('names whole groups and categories in words, not their codes', async () => {
      const to = [
        { kind: 'partners' as const, hash: null, category: null, label: 'partners' },
        { kind: 'category' as const, hash: null, category: 'Under-8' as const, label: 'Under-8' },
      ];
      stubApi({ [`GET ${THREAD_URL}`]: jsonResponse(200, detail({ to, targets: to, recipientsCount: 40 })) });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('guardian'));
      expect(await screen.findByText(/to All partners, Under-8 \(40 people\)/)).toBeInTheDocument();
    });

    it('says a thread they do not take part in does not exist', async () => {
      stubApi({ [`GET ${THREAD_URL}`]: jsonResponse(404, { code: 404, errorCode: 'NOT_FOUND', message: 'Not found' }) });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('guardian'));
      expect(await screen.findByTestId('thread-error')).toHaveTextContent('This thread does not exist or you do not take part in it.');
    });
  });

  describe('for the author side', () => {
    beforeEach(() => storeSession({ currentProfile: actingManager }));

    it('lists the conversations, opens one with its reply box, and offers a broadcast in a mailbox thread', async () => {
      stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(200, detail({ authorSide: true, canBroadcast: true, hasBroadcasts: true, canDelete: true })),
        [`GET ${THREAD_URL}/broadcast-messages`]: jsonResponse(
          200,
          wholeList([message({ messageHash: 'msg000000009', kind: 'broadcast', body: '<p>Bring water.</p>' })]),
        ),
        [`GET ${THREAD_URL}/conversations`]: jsonResponse(200, wholeList([conversation()])),
        [`GET ${THREAD_URL}/conversations/conv00000001`]: jsonResponse(200, conversation()),
      });
      const user = userEvent.setup();
      const { router } = renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('manager'));
      expect(await screen.findByTestId('broadcast-composer')).toBeInTheDocument();
      expect(await screen.findByText('Bring water.')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Conversations (1)' })).toBeInTheDocument();
      expect(screen.queryByTestId('reply-composer')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Open the conversation with Luis Pérez' }));
      expect(router.state.location.search).toBe('?conversation=conv00000001');
      const composer = await screen.findByTestId('reply-composer');
      expect(within(composer).getByRole('heading', { name: 'Reply to Luis Pérez' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    });

    it('offers no broadcast in a thread written personally', async () => {
      stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(
          200,
          detail({ authorSide: true, canBroadcast: false, from: { author: summary().from.author, mailbox: null } }),
        ),
        [`GET ${THREAD_URL}/conversations`]: jsonResponse(200, wholeList([])),
      });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('manager'));
      expect(await screen.findByText('Nobody has answered yet.')).toBeInTheDocument();
      expect(screen.queryByTestId('broadcast-composer')).not.toBeInTheDocument();
    });

    it('shows a deleted thread to a manager with Restore and nothing to write', async () => {
      const api = stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(
          200,
          detail({ authorSide: true, deleted: true, canRestore: true, canBroadcast: true, canReply: true }),
        ),
        [`GET ${THREAD_URL}/conversations`]: jsonResponse(200, wholeList([conversation()])),
        [`PATCH ${THREAD_URL}/restore`]: jsonResponse(200, summary({ deleted: false })),
      });
      const user = userEvent.setup();
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('manager', '?conversation=conv00000001'));
      expect(await screen.findByTestId('thread-deleted')).toHaveTextContent('You can restore it for everyone.');
      expect(screen.queryByTestId('broadcast-composer')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Restore' }));
      await waitFor(() => expect(api.callsTo('PATCH', `${THREAD_URL}/restore`)).toHaveLength(1));
      await waitFor(() => expect(screen.queryByTestId('thread-deleted')).not.toBeInTheDocument());
    });

    it('reads a thread she also received (to her own mailbox) like any other: a reply box, no "nobody answered"', async () => {
      const own = { authorSide: true, alsoRecipient: true, canDelete: true };
      stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(200, detail(own)),
        [`GET ${THREAD_URL}/conversations`]: jsonResponse(200, wholeList([])),
      });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('manager'));
      const composer = await screen.findByTestId('reply-composer');
      expect(within(composer).getByRole('heading', { name: 'Write a reply' })).toBeInTheDocument();
      expect(screen.queryByText('Nobody has answered yet.')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /Conversations/ })).not.toBeInTheDocument();
    });

    it('shows her own conversation once, apart from the others’ (listed as usual)', async () => {
      const mine = conversation({ conversationHash: 'conv00000009', with: summary().from.author!, startedBy: summary().from.author! });
      stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(200, detail({ authorSide: true, alsoRecipient: true, myConversationHash: 'conv00000009' })),
        [`GET ${THREAD_URL}/conversations`]: jsonResponse(200, wholeList([mine, conversation()])),
        [`GET ${THREAD_URL}/conversations/conv00000009`]: jsonResponse(200, mine),
      });
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('manager'));
      expect(await screen.findByRole('heading', { name: 'Conversations (1)' })).toBeInTheDocument();
      expect(within(screen.getByTestId('conversation-list')).getAllByRole('listitem')).toHaveLength(1);
      expect(await screen.findByTestId('conversation')).toBeInTheDocument();
      expect(await screen.findByTestId('reply-composer')).toBeInTheDocument();
    });

    it('marks the thread unread and goes back to the list (staying would read it again)', async () => {
      const api = stubApi({
        [`GET ${THREAD_URL}`]: jsonResponse(200, detail({ authorSide: true })),
        [`GET ${THREAD_URL}/conversations`]: jsonResponse(200, wholeList([])),
        [`PATCH ${THREAD_URL}`]: jsonResponse(200, summary({ unread: true })),
      });
      const user = userEvent.setup();
      renderAt(<ThreadPage clubHash={CLUB} threadHash={THREAD} />, at('manager'));
      await user.click(await screen.findByRole('button', { name: 'Mark as unread' }));
      expect(await screen.findByTestId('navigated')).toHaveTextContent(`/dashboard/manager/${CLUB}/messages/my-messages`);
      expect(api.callsTo('PATCH', THREAD_URL)[0]!.body).toEqual({ read: false });
      expect(api.callsTo('GET', THREAD_URL)).toHaveLength(1);
    });
  });
});
