import { describe, expect, it } from 'vitest';
import { judgePerson, judgeTicket, type ListRules, type PersonFacts, type TicketFacts } from './scan-rules';

const list = (rules: Partial<ListRules> = {}): ListRules => ({
  allowMultipleEntries: false,
  allowEntryAfterExit: true,
  feesOverdue: 'warn',
  ...rules,
});
const lapsed = { status: 'lapsed', season: '2026/27', graceUntil: null } as const;
const person = (facts: Partial<PersonFacts> = {}): PersonFacts => ({
  enabled: true,
  active: true,
  standing: null,
  codeExpired: false,
  latest: undefined,
  ...facts,
});
const ticket = (facts: Partial<TicketFacts> = {}): TicketFacts => ({
  cancelled: false,
  refunded: false,
  otherEvent: false,
  used: false,
  latest: undefined,
  ...facts,
});

describe('the door’s rules for people', () => {
  it('lapsed fees: amber where the list warns, red where it refuses; grace is green', () => {
    expect(judgePerson(list(), 'entry', person({ standing: lapsed }))).toEqual({ result: 'warning', reason: 'feesOverdue' });
    expect(judgePerson(list({ feesOverdue: 'refuse' }), 'entry', person({ standing: lapsed }))).toEqual({
      result: 'refused',
      reason: 'feesOverdue',
    });
    const grace = { status: 'grace', season: '2026/27', graceUntil: '2026-08-01' } as const;
    expect(judgePerson(list({ feesOverdue: 'refuse' }), 'entry', person({ standing: grace }))).toEqual({
      result: 'admitted',
      reason: 'valid',
    });
  });

  it('a switched-off or inactive person is red before anything else; leaving needs only being inside', () => {
    expect(judgePerson(list(), 'entry', person({ enabled: false, standing: lapsed }))).toMatchObject({ reason: 'disabled' });
    expect(judgePerson(list(), 'entry', person({ active: false }))).toMatchObject({ result: 'refused', reason: 'inactive' });
    expect(judgePerson(list(), 'exit', person({ enabled: false, latest: 'entry' }))).toEqual({ result: 'admitted', reason: 'valid' });
  });

  it('multiple entries and entry after exit follow the list', () => {
    expect(judgePerson(list({ allowMultipleEntries: true }), 'entry', person({ latest: 'entry' }))).toMatchObject({ result: 'admitted' });
    expect(judgePerson(list({ allowEntryAfterExit: false }), 'entry', person({ latest: 'exit' }))).toMatchObject({ reason: 'notInside' });
    expect(judgePerson(list(), 'entry', person({ latest: 'exit' }))).toMatchObject({ result: 'admitted' });
  });
});

describe('the door’s rules for tickets', () => {
  it('first use admits and marks it; a used ticket is red unless it went out and the list lets it back', () => {
    expect(judgeTicket(list(), 'entry', ticket())).toEqual({ result: 'admitted', reason: 'valid', firstUse: true });
    expect(judgeTicket(list(), 'entry', ticket({ used: true }))).toMatchObject({ reason: 'alreadyUsed', firstUse: false });
    expect(judgeTicket(list(), 'entry', ticket({ used: true, latest: 'entry' }))).toMatchObject({ reason: 'alreadyUsed' });
    expect(judgeTicket(list(), 'entry', ticket({ used: true, latest: 'exit' }))).toEqual({
      result: 'admitted',
      reason: 'valid',
      firstUse: false,
    });
    expect(judgeTicket(list({ allowEntryAfterExit: false }), 'entry', ticket({ used: true, latest: 'exit' }))).toMatchObject({
      reason: 'alreadyUsed',
    });
  });

  it('refunded, cancelled, another event', () => {
    expect(judgeTicket(list(), 'entry', ticket({ refunded: true, cancelled: true }))).toMatchObject({ reason: 'ticketRefunded' });
    expect(judgeTicket(list(), 'entry', ticket({ cancelled: true }))).toMatchObject({ reason: 'ticketCancelled' });
    expect(judgeTicket(list(), 'exit', ticket({ otherEvent: true, latest: 'entry' }))).toMatchObject({ reason: 'wrongEvent' });
  });
});
