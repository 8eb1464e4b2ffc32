import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConversationDetail, Mailbox, Message, MessagingPerson, ThreadDetail, ThreadList, ThreadSummary } from '@tribuna/contract';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../../../config/theme';
import type { CurrentProfile } from '../../../lib/session/session-store';
import { USER_ID } from '../../../test/fixtures';

// jsdom has no scrollIntoView; Mantine's combobox scrolls the active option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
// jsdom lays nothing out; the editor (ProseMirror) asks where the caret is after each key.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = noRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
if (!document.elementFromPoint) document.elementFromPoint = () => null;

/** Mantine's comboboxes and the editor re-render on every key: jsdom needs more than 5 s. */
export const SLOW = 30_000;

export const CLUB = 'clubAAAAAAAA';
export const PROFILE = 'prof00000001';
export const BASE = `/api/clubs/${CLUB}/communications`;
export const THREADS_URL = `${BASE}/threads`;
export const UNREAD_URL = `${BASE}/unread`;
export const EVENTS_URL = `${BASE}/events`;
export const MAILBOXES_URL = `${BASE}/mailboxes`;

export const actingManager: CurrentProfile = {
  clubHash: CLUB,
  clubName: 'CD Demo',
  clubImage: null,
  clubLocale: 'es-ES',
  profileHash: PROFILE,
  role: 'manager',
  area: 'manager',
  userId: USER_ID,
};

export const actingGuardian: CurrentProfile = { ...actingManager, profileHash: 'prof00000002', role: 'guardian', area: 'guardian' };

export async function loadMessagesTexts(): Promise<void> {
  await i18next.loadNamespaces(['messages', 'forms', 'navigation']);
}

export { stubApi } from '../../../test/render-page';

export function person(overrides: Partial<MessagingPerson> = {}): MessagingPerson {
  return { profileHash: 'prof00000001', name: 'Marta', surname: 'García', role: 'manager', photo: null, ...overrides };
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    messageHash: 'msg000000001',
    kind: 'opening',
    body: '<p>Training moves to <strong>Saturday</strong>.</p>',
    from: { author: person(), mailbox: { mailboxHash: 'mbox00000001', name: 'Secretaría' } },
    conversationHash: null,
    toAll: false,
    attachments: [],
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function summary(overrides: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    threadHash: 'thread000001',
    subject: 'Training on Saturday',
    from: { author: person(), mailbox: { mailboxHash: 'mbox00000001', name: 'Secretaría' } },
    to: [{ kind: 'team', hash: 'team00000001', category: null, label: 'Under-12 A' }],
    recipientsCount: 14,
    lastMessage: { excerpt: 'Training moves to Saturday.', authorName: 'Marta García', at: '2025-03-01T10:00:00.000Z' },
    unread: false,
    archived: false,
    deleted: false,
    hasBroadcasts: false,
    repliesDisabled: false,
    via: null,
    authorSide: false,
    attachmentsCount: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    lastActivityAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function detail(overrides: Partial<ThreadDetail> = {}): ThreadDetail {
  return {
    ...summary(),
    message: message(),
    canReply: true,
    canBroadcast: false,
    myConversationHash: null,
    targets: summary().to,
    canRestore: false,
    canDelete: false,
    ...overrides,
  };
}

export function conversation(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  const guardian = person({ profileHash: 'prof00000002', name: 'Luis', surname: 'Pérez', role: 'guardian' });
  return {
    conversationHash: 'conv00000001',
    with: guardian,
    withMailbox: null,
    startedBy: guardian,
    messagesCount: 1,
    lastMessage: { excerpt: 'We will be there.', authorName: 'Luis Pérez', at: '2025-03-01T11:00:00.000Z' },
    threadHash: 'thread000001',
    messages: [
      message({
        messageHash: 'msg000000002',
        kind: 'reply',
        body: '<p>We will be there.</p>',
        from: { author: guardian, mailbox: null },
        conversationHash: 'conv00000001',
      }),
    ],
    canReplyToAll: false,
    ...overrides,
  };
}

export function mailbox(overrides: Partial<Mailbox> = {}): Mailbox {
  return {
    mailboxHash: 'mbox00000001',
    name: 'Secretaría',
    predefined: true,
    profiles: [person()],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` threads, newest first, with distinct hashes and subjects. */
export function threads(count: number, from = 0): ThreadSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(from + index + 1).padStart(6, '0');
    return summary({ threadHash: `thread${n}`, subject: `Thread ${from + index + 1}` });
  });
}

/** A page of the keyset thread list; `nextCursor` becomes the `hydra:next` link, as the API builds it. */
export function threadPage(items: ThreadSummary[], nextCursor: string | null = null, totalItems = items.length): ThreadList {
  const url = '/api/clubs/club00000001/communications/threads';
  const next = nextCursor === null ? {} : { 'hydra:next': `${url}?cursor=${encodeURIComponent(nextCursor)}` };
  return { 'hydra:member': items, 'hydra:totalItems': totalItems, 'hydra:view': { '@id': url, ...next } };
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="navigated">{location.pathname + location.search}</p>;
}

/** Renders at a URL with the theme (test mode: no transitions), a fresh data cache and a router. */
export function renderAt(ui: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
