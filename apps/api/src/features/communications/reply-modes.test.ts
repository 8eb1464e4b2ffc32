import { ConversationDetailSchema, MessageSchema } from '@tribuna/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createMailbox, createThread, type ClubFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { actingPerson, messagingApi, messagingTestApp, type Acting, type MessagingApi } from './communications-test-kit';

/** Issue 21: "reply to all" only where there is more than one other person to reach. */
let t: TestApp;
let club: ClubFixture;
let api: MessagingApi;
let manager: Acting;
let coach: Acting;
let ana: Acting;

beforeAll(async () => {
  t = await messagingTestApp();
  club = await createClub(t);
  api = messagingApi(t, club);
  manager = await actingPerson(t, club, 'manager');
  coach = await actingPerson(t, club, 'manager', 'Coach');
  ana = await actingPerson(t, club, 'member', 'Ana');
});
afterAll(() => t.close());

/** Ana answers the thread (opening her conversation) and reads it back. */
async function anasConversation(threadHash: string) {
  const started = MessageSchema.parse((await api.post(ana, `/threads/${threadHash}`, { body: '<p>Thanks</p>' })).json());
  const response = await api.get(ana, `/threads/${threadHash}/conversations/${started.conversationHash}`);
  return ConversationDetailSchema.parse(response.json());
}

describe('reply to all', () => {
  it('is not offered in a one-to-one conversation, even to who started it', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [ana.profile] });
    expect((await anasConversation(thread.hash)).canReplyToAll).toBe(false);
  });

  it('is offered to who started it when the other side is several people (a mailbox of two)', async () => {
    const office = await createMailbox(t, club, { profiles: [manager.profile, coach.profile] });
    const thread = await createThread(t, club, manager.profile, { fromMailbox: office, to: [ana.profile] });
    expect((await anasConversation(thread.hash)).canReplyToAll).toBe(true);
  });

  it('counts a mailbox by its people: a mailbox of one is one person', async () => {
    const desk = await createMailbox(t, club, { profiles: [manager.profile] });
    const thread = await createThread(t, club, manager.profile, { fromMailbox: desk, to: [ana.profile] });
    expect((await anasConversation(thread.hash)).canReplyToAll).toBe(false);
  });
});
