import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserProfileResponse } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import { Icon } from '../../../components/ui/icons';
import { RoleBadge } from '../../../components/ui/role-badge';
import { paths } from '../../../config/paths';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { UI_LOCALE_LIST, type UiLocale } from '../../../lib/i18n/languages';
import type { CurrentProfile } from '../../../lib/session/session-store';
import { ChangePasswordModal } from './change-password-modal';

interface UserMenuProps {
  user: UserProfileResponse;
  /** The profile in use; absent on the profile selector and admin pages. */
  current: CurrentProfile | null;
}

/** Sidebar user menu of spec 2: club logo and name, role, person; profiles, password, language, sign out. */
export function UserMenu({ user, current }: UserMenuProps) {
  const { t, i18n } = useTranslation(['navigation', 'common']);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  // An account signed up without person data (spec 7's bare body) has no name yet: show its address.
  const fullName = `${user.name} ${user.lastname}`.trim() || user.email;

  return (
    <>
      {/* No focus sentinel: Mantine's role=presentation placeholder inside role=menu fails axe (aria-required-children). */}
      <Menu position="top-start" width={260} withinPortal shadow="md" withInitialFocusPlaceholder={false} menuItemTabIndex={0}>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu.label')} data-testid="user-menu" w="100%" p={4} style={{ borderRadius: 8 }}>
            <Group gap="sm" wrap="nowrap">
              {current && <ClubAvatar name={current.clubName} image={current.clubImage} size={38} />}
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                {current && (
                  <Text size="sm" fw={700} truncate="end" data-testid="user-menu-club">
                    {current.clubName}
                  </Text>
                )}
                <Group gap={6} wrap="nowrap">
                  {current ? <RoleBadge role={current.role} size="xs" /> : user.admin && <RoleBadge role="admin" size="xs" />}
                  <Text size="xs" truncate="end" data-testid="user-menu-name">
                    {fullName}
                  </Text>
                </Group>
              </Stack>
              <Icon name="chevronDown" size={16} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={paths.root} leftSection={<Icon name="switch" size={16} />}>
            {t('userMenu.myProfiles')}
          </Menu.Item>
          <Menu.Item onClick={passwordModal.open} leftSection={<Icon name="lock" size={16} />}>
            {t('userMenu.changePassword')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('common:language.label')}</Menu.Label>
          <Menu.RadioGroup value={i18n.language} onChange={(value) => void changeLanguage(value as UiLocale)}>
            {UI_LOCALE_LIST.map((code) => (
              <Menu.RadioItem key={code} value={code} lang={code}>
                {t(`common:languages.${code}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.auth.logout} color="red.9" leftSection={<Icon name="logout" size={16} />}>
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
