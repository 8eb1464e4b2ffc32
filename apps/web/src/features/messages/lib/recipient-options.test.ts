import type { AllowedChoices } from './allowed-choices';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { groupOptions, recipientTargets, targetFromGroupValue } from './recipient-options';

const allowed: AllowedChoices = {
  kinds: ['person', 'team', 'category', 'athletes', 'mailbox'],
  teams: [{ teamHash: 'team00000001', name: 'Under-12 A' }],
  categories: ['Under-12', 'Senior'],
  mailboxes: [{ mailboxHash: 'mbox00000001', name: 'Secretaría' }],
  fromMailboxes: [],
};

describe('recipient options', () => {
  beforeAll(() => i18next.loadNamespaces(['messages']));

  it('offers only the kinds the profile may write to, in sections', () => {
    const sections = groupOptions(allowed, i18next.t);
    expect(sections.map((s) => s.group)).toEqual(['Groups', 'Teams', 'Categories', 'Mailboxes']);
    expect(sections[0]!.items).toEqual([{ value: 'athletes', label: 'All athletes' }]);
    expect(sections[2]!.items.map((i) => i.value)).toEqual(['category:Under-12', 'category:Senior']);
    expect(groupOptions({ ...allowed, kinds: ['person'] }, i18next.t)).toEqual([]);
  });

  it('turns picked values and people into the targets of the contract', () => {
    expect(targetFromGroupValue('category:Nope')).toBeNull();
    expect(targetFromGroupValue('team:')).toBeNull();
    expect(
      recipientTargets(
        ['team:team00000001', 'guardians', 'category:Senior', 'mailbox:mbox00000001'],
        [{ profileHash: 'prof00000009', name: 'Ana', surname: 'Ruiz', role: 'member', photo: null }],
      ),
    ).toEqual([
      { kind: 'team', teamHash: 'team00000001' },
      { kind: 'guardians' },
      { kind: 'category', category: 'Senior' },
      { kind: 'mailbox', mailboxHash: 'mbox00000001' },
      { kind: 'person', profileHash: 'prof00000009' },
    ]);
  });
});
