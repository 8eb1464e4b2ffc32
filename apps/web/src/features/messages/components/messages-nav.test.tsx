import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { CLUB_A, demoUser, MANAGER_CAN, storeSession } from '../../../test/fixtures';
import { renderWithTheme } from '../../../test/render';
import { actingGuardian, actingManager, loadMessagesTexts } from '../test/messages-test-utils';
import { MessagesNav } from './messages-nav';

/** The demo user acting as its manager profile of club A, with what the API grants it. */
function actAsManager(can: string[] = MANAGER_CAN) {
  const user = demoUser();
  const club = user.clubs[0]!;
  club.profiles.prof1 = { ...club.profiles.prof1!, can };
  storeSession({ user, currentProfile: { ...actingManager, clubHash: CLUB_A, profileHash: 'prof1' } });
}

const show = (role: 'manager' | 'guardian') =>
  renderWithTheme(
    <MemoryRouter>
      <MessagesNav clubHash={CLUB_A} role={role} />
    </MemoryRouter>,
  );
const linkTargets = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('messages nav: the manager area’s pages for those the API lets use them', () => {
  beforeAll(loadMessagesTexts);

  it('offers a manager profile Deleted messages and Mailboxes', () => {
    actAsManager();
    show('manager');
    expect(linkTargets()).toEqual([
      paths.manager.messages.myMessages(CLUB_A),
      paths.manager.messages.archived(CLUB_A),
      paths.manager.messages.deleted(CLUB_A),
      paths.manager.messages.mailboxManagement(CLUB_A),
    ]);
  });

  it('leaves out what the profile may not do', () => {
    actAsManager(MANAGER_CAN.filter((action) => action !== 'communications.moderate'));
    show('manager');
    expect(linkTargets()).toEqual([
      paths.manager.messages.myMessages(CLUB_A),
      paths.manager.messages.archived(CLUB_A),
      paths.manager.messages.mailboxManagement(CLUB_A),
    ]);
  });

  it('shows a guardian the inbox and the archive only', () => {
    storeSession({ user: demoUser(), currentProfile: actingGuardian });
    show('guardian');
    expect(linkTargets()).toEqual([paths.guardian.messages.myMessages(CLUB_A), paths.guardian.messages.archived(CLUB_A)]);
  });
});
