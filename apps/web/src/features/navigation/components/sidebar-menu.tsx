import { Badge, Divider, Group, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import type { Menu, MenuItem } from '../lib/area-menu';
import classes from './sidebar-menu.module.css';

function isActive(item: MenuItem, pathname: string): boolean {
  if (item.to) return pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (item.children ?? []).some((child) => isActive(child, pathname));
}

function Entry({ item, unread }: { item: MenuItem; unread: number }) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const label = item.label ?? t(item.labelKey);
  const active = isActive(item, pathname);
  const badge =
    item.badge === 'unread' && unread > 0 ? (
      <Badge size="sm" color="red.9" variant="filled" aria-label={t('menu.unread', { count: unread })}>
        {unread}
      </Badge>
    ) : undefined;
  const icon = item.icon ? <Icon name={item.icon} size={18} /> : undefined;

  if (item.children) {
    // Mantine turns a group's whole right section when it opens: with a badge there, the badge
    // turned too (and hid the chevron). The badge sits beside a chevron of our own, which alone turns.
    const rightSection = badge ? (
      <Group gap={6} wrap="nowrap">
        {badge}
        <Icon name="chevronDown" size={16} className={classes.chevron} data-testid="menu-chevron" />
      </Group>
    ) : undefined;
    return (
      // A real <button> (not Mantine's default <a> without href) so the group opens by keyboard.
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        rightSection={rightSection}
        disableRightSectionRotation={rightSection !== undefined}
        defaultOpened={active}
        childrenOffset={28}
        data-testid={`menu-${item.id}`}
        variant="subtle"
        active={false}
      >
        {item.children.map((child) => (
          <Entry key={child.id} item={child} unread={unread} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to ?? '#'}
      label={label}
      leftSection={icon}
      rightSection={badge}
      active={active && pathname === item.to}
      aria-current={pathname === item.to ? 'page' : undefined}
      data-testid={`menu-${item.id}`}
    />
  );
}

/** Renders the menu built for the current role; the bottom group sits under a divider. */
export function SidebarMenu({ menu, unread }: { menu: Menu; unread: number }) {
  return (
    <Stack gap={2} data-testid="sidebar-menu">
      {menu.main.map((item) => (
        <Entry key={item.id} item={item} unread={unread} />
      ))}
      {menu.bottom.length > 0 && <Divider my="sm" />}
      {menu.bottom.map((item) => (
        <Entry key={item.id} item={item} unread={unread} />
      ))}
    </Stack>
  );
}
