import { describe, expect, it } from 'vitest';
import { EVERY_CLUB_ROLE, SAMPLE_ACTORS, whoMay } from '../../lib/authz/testing/policy-test-kit';
import type { Actor } from '../../lib/authz/actor';
import { AppError } from '../../lib/errors';
import { COMMUNICATIONS_RULES, communicationsPolicy, writesToAnyone, type ReachedThread } from './communications.policy';

const { member, manager, admin } = SAMPLE_ACTORS;
const live: ReachedThread['thread'] = { id: 7, deletedAt: null };
const deleted: ReachedThread['thread'] = { id: 7, deletedAt: new Date('2026-01-01') };
const asAuthor = (thread = live): ReachedThread => ({ thread, rows: [{ id: 1, side: 'author' }] });
const asRecipient = (thread = live): ReachedThread => ({ thread, rows: [{ id: 2, side: 'recipient' }] });
const outside = (thread = live): ReachedThread => ({ thread, rows: [] });

/** The status `authorize` refuses with, or 'allowed'. */
function outcome(run: () => void): number | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

describe('Who may do what with a club’s messaging (COMMUNICATIONS_RULES)', () => {
  it('read', () => expect(whoMay(COMMUNICATIONS_RULES.read)).toEqual(['admin', ...EVERY_CLUB_ROLE]));
  it('manageMailboxes', () => expect(whoMay(COMMUNICATIONS_RULES.manageMailboxes)).toEqual(['admin', 'manager']));
  it('moderate', () => expect(whoMay(COMMUNICATIONS_RULES.moderate)).toEqual(['admin', 'manager']));
});

describe('thread rules (communicationsPolicy): someone outside a thread learns nothing of it (404)', () => {
  type ThreadAction = 'readThread' | 'openThread' | 'reachThread' | 'deleteThread' | 'speakAsAuthor';
  const check = (action: ThreadAction, actor: Actor, reached: ReachedThread) =>
    outcome(() => communicationsPolicy.authorize(actor, action, reached));

  it('readThread: its participants, author or recipient side; nobody else, not even a moderator', () => {
    expect(check('readThread', member, asRecipient())).toBe('allowed');
    expect(check('readThread', member, asAuthor())).toBe('allowed');
    expect(check('readThread', member, outside())).toBe(404);
    expect(check('readThread', manager, outside())).toBe(404);
  });

  it('openThread: also a moderator, for a deleted thread only', () => {
    expect(check('openThread', member, asRecipient(deleted))).toBe('allowed');
    expect(check('openThread', manager, outside(deleted))).toBe('allowed');
    expect(check('openThread', admin, outside(deleted))).toBe('allowed');
    expect(check('openThread', manager, outside(live))).toBe(404);
    expect(check('openThread', member, outside(deleted))).toBe(404);
  });

  it('reachThread: its participants, and a moderator any thread', () => {
    expect(check('reachThread', member, asRecipient())).toBe('allowed');
    expect(check('reachThread', manager, outside())).toBe('allowed');
    expect(check('reachThread', member, outside())).toBe(404);
  });

  it('deleteThread: its author side or a moderator; a recipient is refused (403)', () => {
    expect(check('deleteThread', member, asAuthor())).toBe('allowed');
    expect(check('deleteThread', manager, asRecipient())).toBe('allowed');
    expect(check('deleteThread', member, asRecipient())).toBe(403);
  });

  it('speakAsAuthor: the author side only, not a moderator', () => {
    expect(check('speakAsAuthor', member, asAuthor())).toBe('allowed');
    expect(check('speakAsAuthor', manager, asRecipient())).toBe(403);
    expect(check('speakAsAuthor', member, asRecipient())).toBe(403);
  });
});

describe('readConversation: the author side reads every conversation of the thread, a recipient only its own', () => {
  const conversationOf = (participantId: number, threadId = 7) => ({ threadId, participantId });
  const sees = (reached: ReachedThread, conversation: { threadId: number; participantId: number }) =>
    outcome(() => communicationsPolicy.authorize(member, 'readConversation', { reached, conversation }));

  it('allows the author side any conversation of its thread, not one of another thread', () => {
    expect(sees(asAuthor(), conversationOf(2))).toBe('allowed');
    expect(sees(asAuthor(), conversationOf(99))).toBe('allowed');
    expect(sees(asAuthor(), conversationOf(2, 8))).toBe(404);
  });

  it('allows a recipient its own conversation only', () => {
    expect(sees(asRecipient(), conversationOf(2))).toBe('allowed');
    expect(sees(asRecipient(), conversationOf(3))).toBe(404);
  });
});

describe('writesToAnyone', () => {
  it('a manager writes personally to anyone; the other roles only from a mailbox', () => {
    expect(writesToAnyone('manager', false)).toBe(true);
    for (const role of ['member', 'player', 'guardian', 'external'] as const) {
      expect(writesToAnyone(role, false), role).toBe(false);
      expect(writesToAnyone(role, true), role).toBe(true);
    }
  });
});
