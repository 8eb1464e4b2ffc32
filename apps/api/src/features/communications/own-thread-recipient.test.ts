import { MessageSchema, ThreadDetailSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createMailbox, createThread, type ClubFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { actingPerson, messagingApi, messagingTestApp, type Acting, type MessagingApi } from './communications-test-kit';

/** Issue 21: a thread its author also received (written to a mailbox she answers) reads like any other. */
let t: TestApp;
let club: ClubFixture;
let api: MessagingApi;
let manager: Acting;
let member: Acting;

beforeAll(async () => {
  t = await messagingTestApp();
  club = await createClub(t);
  api = messagingApi(t, club);
  manager = await actingPerson(t, club, 'manager');
  member = await actingPerson(t, club, 'member', 'Ana');
});
afterAll(() => t.close());

const detailOf = async (who: Acting, threadHash: string) => ThreadDetailSchema.parse((await api.get(who, `/threads/${threadHash}`)).json());
const unreadOf = async (who: Acting) => (await api.get(who, '/unread')).json().unreadMessages as number;

describe('a thread the author also received', () => {
  it('says so, and the author writes in her own conversation like any recipient', async () => {
    const desk = await createMailbox(t, club, { profiles: [manager.profile] });
    const thread = await createThread(t, club, manager.profile, { toMailboxes: [desk] });
    expect(await detailOf(manager, thread.hash)).toMatchObject({
      authorSide: true,
      alsoRecipient: true,
      canReply: true,
      myConversationHash: null,
    });

    const unreadBefore = await unreadOf(manager);
    const sent = await api.post(manager, `/threads/${thread.hash}`, { body: '<p>Note to self: book the hall</p>' });
    expect(sent.statusCode).toBe(201);
    const message = MessageSchema.parse(sent.json());
    expect((await detailOf(manager, thread.hash)).myConversationHash).toBe(message.conversationHash);
    // Her own message does not come back to her as unread.
    expect(await unreadOf(manager)).toBe(unreadBefore);
  });

  it('an author who did not receive her thread still has no conversation of her own', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [member.profile] });
    const detail = await detailOf(manager, thread.hash);
    expect(detail.alsoRecipient ?? false).toBe(false);
    expect((await api.post(manager, `/threads/${thread.hash}`, { body: '<p>Hello</p>' })).json().reason).toBe('replyOwnThread');
  });
});
