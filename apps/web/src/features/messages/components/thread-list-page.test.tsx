import { THREAD_LIST_OVERSCAN, THREAD_SWIPE_ARCHIVE_PX } from '@tribuna/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import {
  actingManager,
  CLUB,
  loadMessagesTexts,
  mailbox,
  MAILBOXES_URL,
  renderAt,
  SLOW,
  stubApi,
  summary,
  threadPage,
  threads,
  THREADS_URL,
} from '../test/messages-test-utils';
import { ThreadListPage } from './thread-list-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const PATH = '/dashboard/manager/:clubHash/messages/my-messages';
const at = (query = '') => ({ path: PATH, url: `/dashboard/manager/${CLUB}/messages/my-messages${query}` });
const mailboxes = jsonResponse(200, wholeList([mailbox()]));
const archivedSummary = (hash: string) => jsonResponse(200, summary({ threadHash: hash, archived: true }));

/** jsdom lays nothing out: rows get a height so the virtual list has something to measure. */
function giveRowsHeight(px = 80) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.index !== undefined ? px : 0;
    },
  });
  return () => original && Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
}

describe('thread lists', { timeout: SLOW }, () => {
  beforeAll(loadMessagesTexts);
  beforeEach(() => storeSession({ currentProfile: actingManager }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows nine placeholder rows while loading, then the threads as links with the Profile header sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      [`GET ${THREADS_URL}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [`GET ${MAILBOXES_URL}`]: mailboxes,
    });
    renderAt(<ThreadListPage clubHash={CLUB} box="inbox" />, at());
    const placeholders = await screen.findByTestId('placeholder-rows');
    expect(placeholders.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(9);
    answer(jsonResponse(200, threadPage([summary({ unread: true }), summary({ threadHash: 'thread000002', subject: 'Kit order' })])));
    await waitFor(() => expect(screen.getAllByTestId('thread-row')).toHaveLength(2));
    const [first] = screen.getAllByTestId('thread-row');
    expect(within(first!).getByRole('link', { name: 'Training on Saturday' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB}/messages/thread/thread000001`,
    );
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('From Secretaría · Marta García');
    expect(screen.getByRole('heading', { level: 2, name: '2 threads' })).toBeInTheDocument();
    const call = api.callsTo('GET', THREADS_URL)[0]!;
    expect(new Headers(call.init?.headers).get('Profile')).toBe(actingManager.profileHash);
    expect(api.queriesTo('GET', THREADS_URL)[0]!.get('box')).toBe('inbox');
  });

  it('sends search, unread and mailbox to the API and keeps them in the URL', async () => {
    const api = stubApi({ [`GET ${THREADS_URL}`]: jsonResponse(200, threadPage([])), [`GET ${MAILBOXES_URL}`]: mailboxes });
    const user = userEvent.setup();
    const { router } = renderAt(<ThreadListPage clubHash={CLUB} box="inbox" />, at('?page=2'));
    expect(await screen.findByTestId('threads-empty')).toHaveTextContent('No messages yet.');

    await user.type(screen.getByLabelText('Search'), 'cena');
    await waitFor(() => expect(api.queriesTo('GET', THREADS_URL).at(-1)?.get('q')).toBe('cena'));
    await user.click(screen.getByLabelText('Unread only'));
    await waitFor(() => expect(api.queriesTo('GET', THREADS_URL).at(-1)?.get('unread')).toBe('true'));
    await user.click(screen.getAllByLabelText('Mailbox').find((element) => element.tagName === 'INPUT')!);
    await user.click(await screen.findByRole('option', { name: 'Secretaría' }));
    await waitFor(() => expect(api.queriesTo('GET', THREADS_URL).at(-1)?.get('mailboxHash')).toBe('mbox00000001'));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('page=2&q=cena&unread=true&mailbox=mbox00000001');
    expect(screen.getByTestId('threads-empty')).toHaveTextContent('No thread matches this search.');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('archives a thread by a touch swipe of 50 px, but not by a shorter one', async () => {
    const api = stubApi({
      // Read again after the change: the archived thread has left the inbox.
      [`GET ${THREADS_URL}`]: [jsonResponse(200, threadPage(threads(2))), jsonResponse(200, threadPage(threads(1, 1)))],
      [`GET ${MAILBOXES_URL}`]: mailboxes,
      [`PATCH ${THREADS_URL}/thread000001`]: archivedSummary('thread000001'),
    });
    renderAt(<ThreadListPage clubHash={CLUB} box="inbox" />, at());
    const [row] = await screen.findAllByTestId('thread-row');
    const swipe = (dx: number) => {
      fireEvent.pointerDown(row!, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 10 });
      fireEvent.pointerMove(row!, { pointerId: 1, pointerType: 'touch', clientX: 200 - dx, clientY: 12 });
      fireEvent.pointerUp(row!, { pointerId: 1, pointerType: 'touch', clientX: 200 - dx, clientY: 12 });
    };
    swipe(THREAD_SWIPE_ARCHIVE_PX - 1);
    expect(api.callsTo('PATCH', `${THREADS_URL}/thread000001`)).toHaveLength(0);
    // A mouse drag is not a swipe.
    fireEvent.pointerDown(row!, { pointerId: 2, pointerType: 'mouse', clientX: 200, clientY: 10 });
    fireEvent.pointerUp(row!, { pointerId: 2, pointerType: 'mouse', clientX: 100, clientY: 10 });
    expect(api.callsTo('PATCH', `${THREADS_URL}/thread000001`)).toHaveLength(0);

    swipe(THREAD_SWIPE_ARCHIVE_PX);
    await waitFor(() => expect(api.callsTo('PATCH', `${THREADS_URL}/thread000001`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${THREADS_URL}/thread000001`)[0]!.body).toEqual({ archived: true });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Thread 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Thread 2' })).toBeInTheDocument();
  });

  it('archives by keyboard through the row’s own button', async () => {
    const api = stubApi({
      [`GET ${THREADS_URL}`]: jsonResponse(200, threadPage(threads(2))),
      [`GET ${MAILBOXES_URL}`]: mailboxes,
      [`PATCH ${THREADS_URL}/thread000002`]: archivedSummary('thread000002'),
    });
    const user = userEvent.setup();
    renderAt(<ThreadListPage clubHash={CLUB} box="inbox" />, at());
    await screen.findByRole('link', { name: 'Thread 2' });
    screen.getByRole('link', { name: 'Thread 2' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Archive: Thread 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', `${THREADS_URL}/thread000002`)[0]?.body).toEqual({ archived: true }));
  });

  it('offers Unarchive in Archived messages and Restore in Deleted messages', async () => {
    const api = stubApi({
      [`GET ${THREADS_URL}`]: jsonResponse(200, threadPage(threads(1))),
      [`GET ${MAILBOXES_URL}`]: mailboxes,
      [`PATCH ${THREADS_URL}/thread000001`]: jsonResponse(200, summary()),
      [`PATCH ${THREADS_URL}/thread000001/restore`]: jsonResponse(200, summary()),
    });
    const user = userEvent.setup();
    const view = renderAt(<ThreadListPage clubHash={CLUB} box="archived" />, at());
    await user.click(await screen.findByRole('button', { name: 'Unarchive: Thread 1' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${THREADS_URL}/thread000001`)[0]?.body).toEqual({ archived: false }));
    expect(api.queriesTo('GET', THREADS_URL)[0]!.get('box')).toBe('archived');
    view.unmount();

    renderAt(<ThreadListPage clubHash={CLUB} box="deleted" />, at());
    await user.click(await screen.findByRole('button', { name: 'Restore: Thread 1' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${THREADS_URL}/thread000001/restore`)).toHaveLength(1));
    expect(screen.queryByTestId('new-message')).not.toBeInTheDocument();
  });

  it('draws only the rows near the screen and loads the next page by cursor', async () => {
    const restore = giveRowsHeight();
    try {
      const api = stubApi({
        [`GET ${THREADS_URL}`]: (request) =>
          new URL(request.url, 'http://x').searchParams.get('cursor') === 'c2'
            ? jsonResponse(200, threadPage(threads(50, 50), null, 100))
            : jsonResponse(200, threadPage(threads(50), 'c2', 100)),
        [`GET ${MAILBOXES_URL}`]: mailboxes,
      });
      const user = userEvent.setup();
      renderAt(<ThreadListPage clubHash={CLUB} box="inbox" />, at());
      await screen.findByRole('link', { name: 'Thread 1' });
      const drawn = screen.getAllByTestId('thread-row').length;
      // A 768 px window shows about 9 rows of 88 px; the overscan adds 5 below.
      expect(drawn).toBeLessThan(20);
      expect(drawn).toBeGreaterThan(THREAD_LIST_OVERSCAN);
      expect(screen.getByRole('list', { name: 'My messages' }).firstElementChild).toHaveAttribute('aria-setsize', '100');
      expect(api.callsTo('GET', THREADS_URL)).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Load more threads' }));
      await waitFor(() => expect(api.queriesTo('GET', THREADS_URL).at(-1)?.get('cursor')).toBe('c2'));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more threads' })).not.toBeInTheDocument());
    } finally {
      restore();
    }
  });
});
