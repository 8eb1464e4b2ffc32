import type { AllowedRecipient } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { wholeList } from '../../../test/fixtures';
import { groupChoices } from './allowed-choices';

const choice = (over: Partial<AllowedRecipient>): AllowedRecipient => ({
  kind: 'person',
  hash: null,
  category: null,
  label: '',
  use: 'to',
  ...over,
});

describe('allowed recipients as the form groups them', () => {
  it('groups the hydra members by kind and keeps the mailboxes to write from apart', () => {
    const grouped = groupChoices(
      wholeList([
        choice({ kind: 'person', label: 'person' }),
        choice({ kind: 'athletes', label: 'athletes' }),
        choice({ kind: 'team', hash: 'team00000001', label: 'Under-12 A' }),
        choice({ kind: 'category', label: 'Senior', category: 'Senior' }),
        choice({ kind: 'mailbox', hash: 'mbox00000001', label: 'Secretaría' }),
        choice({ kind: 'mailbox', hash: 'mbox00000002', label: 'Coaches', use: 'from' }),
      ]),
    );
    expect(grouped).toEqual({
      kinds: ['person', 'athletes', 'team', 'category', 'mailbox'],
      teams: [{ teamHash: 'team00000001', name: 'Under-12 A' }],
      categories: ['Senior'],
      mailboxes: [{ mailboxHash: 'mbox00000001', name: 'Secretaría' }],
      fromMailboxes: [{ mailboxHash: 'mbox00000002', name: 'Coaches' }],
    });
  });

  it('offers nothing but people search to a writer with only that choice', () => {
    expect(groupChoices(wholeList([choice({ kind: 'person', label: 'person' })]))).toMatchObject({
      kinds: ['person'],
      teams: [],
      fromMailboxes: [],
    });
  });
});
