import { describe, expect, it } from 'vitest';
import { AppError, errors } from '../errors';
import type { Actor } from './actor';
import { allowedActions, definePolicy, needs } from './policy';

const policy = definePolicy(
  { look: needs('club.look'), run: needs('club.run') },
  {
    open: { allows: (_actor: Actor, box: { mine: boolean }) => box.mine, refuse: 'notFound' },
    change: { allows: (_actor: Actor, box: { mine: boolean }) => box.mine, refuse: 'forbidden' },
    rename: { allows: (_actor: Actor, box: { mine: boolean }) => box.mine, refuse: () => errors.conflict('repliesDisabled') },
  },
);
const member = { admin: false, roles: ['member'] } as const;

const statusOf = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError ? error.statusCode : error;
  }
};

describe('definePolicy', () => {
  it('answers club-level rules and object rules', () => {
    expect(policy.can(member, 'look')).toBe(true);
    expect(policy.can(member, 'run')).toBe(false);
    expect(policy.can(member, 'open', { mine: true })).toBe(true);
    expect(policy.can(member, 'open', { mine: false })).toBe(false);
  });

  it('refuses a club-level action with 403 and an object action with its own refusal', () => {
    expect(statusOf(() => policy.authorize(member, 'look'))).toBe('allowed');
    expect(statusOf(() => policy.authorize(member, 'run'))).toBe(403);
    expect(statusOf(() => policy.authorize(member, 'open', { mine: false }))).toBe(404);
    expect(statusOf(() => policy.authorize(member, 'change', { mine: false }))).toBe(403);
    expect(statusOf(() => policy.authorize(member, 'rename', { mine: false }))).toBe(409);
    expect(statusOf(() => policy.authorize(member, 'rename', { mine: true }))).toBe('allowed');
  });
});

describe('allowedActions', () => {
  const rules = {
    'teams.manage': needs('club.run'),
    'memberCard.readOwn': needs('club.belong'),
    'clubs.listAllClubs': needs('platform.run'),
  };

  it('lists the actions a role grants, sorted', () => {
    expect(allowedActions(rules, { admin: false, roles: ['manager'] })).toEqual(['memberCard.readOwn', 'teams.manage']);
    expect(allowedActions(rules, { admin: false, roles: ['member'] })).toEqual(['memberCard.readOwn']);
  });

  it('lists what the admin flag grants without a profile; nothing for a user without either', () => {
    expect(allowedActions(rules, { admin: true, roles: [] })).toEqual(['clubs.listAllClubs', 'teams.manage']);
    expect(allowedActions(rules, { admin: false, roles: [] })).toEqual([]);
  });
});
