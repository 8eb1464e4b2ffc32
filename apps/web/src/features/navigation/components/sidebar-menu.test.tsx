import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import type { Menu } from '../lib/area-menu';
import { SidebarMenu } from './sidebar-menu';

const menu: Menu = {
  main: [
    {
      id: 'messages',
      labelKey: 'menu.messages',
      icon: 'mail',
      badge: 'unread',
      children: [{ id: 'myMessages', labelKey: 'menu.myMessages', to: '/dashboard/manager/club/messages/my-messages' }],
    },
  ],
  bottom: [],
};

describe('SidebarMenu', () => {
  it('turns only the chevron of an opened group, never its unread badge', () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/dashboard/manager/club/overview']}>
        <SidebarMenu menu={menu} unread={3} />
      </MemoryRouter>,
    );
    const group = screen.getByTestId('menu-messages');
    fireEvent.click(group);
    expect(group).toHaveAttribute('data-expanded');
    const badge = screen.getByText('3');
    // Mantine turns the right section of an opened group by 90° (data-rotate): the badge must not be in it.
    expect(badge.closest('[data-rotate]')).toBeNull();
    // The group still says it opens: a chevron beside the badge.
    expect(group.querySelector('[data-testid="menu-chevron"]')).not.toBeNull();
  });
});
