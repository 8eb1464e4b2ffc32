import { Anchor, AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { BrandLogo } from '../ui/brand-logo';
import { DemoBanner, useDemoMode } from '../ui/demo-banner';
import { StagingBanner } from '../ui/staging-banner';
import { useStagingBannerText } from '../ui/staging-banner-slot';
import { DashboardContent } from './dashboard-content';

interface DashboardLayoutProps {
  /** Menu of the current club and role; without it (profile selector, admin) there is no sidebar. */
  menu?: ReactNode;
  /** User menu shown at the foot of the sidebar, or in the header when there is no sidebar. */
  userMenu: ReactNode;
}

const HEADER_HEIGHT = 60;
const BANNER_HEIGHT = 28;

/** Responsive dashboard shell: header, sidebar (a burger menu below the sm breakpoint), main. */
export function DashboardLayout({ menu, userMenu }: DashboardLayoutProps) {
  const { t } = useTranslation('navigation');
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const banner = useStagingBannerText();
  const demo = useDemoMode();
  const bannerLines = (banner ? 1 : 0) + (demo ? 1 : 0);

  // Choosing an entry in the burger menu closes it.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + bannerLines * BANNER_HEIGHT }}
      navbar={menu ? { width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        {banner && <StagingBanner text={banner} />}
        {demo && <DemoBanner />}
        <Group h={HEADER_HEIGHT} px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {menu && (
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('menu.toggle')} aria-expanded={opened} />
            )}
            <Anchor component={Link} to={paths.profileSelector} underline="never" aria-label={t('userMenu.myProfiles')}>
              <BrandLogo />
            </Anchor>
          </Group>
          {!menu && <Box>{userMenu}</Box>}
        </Group>
      </AppShell.Header>
      {menu && (
        <AppShell.Navbar aria-label={t('menu.label')}>
          <AppShell.Section grow component={ScrollArea} p="sm">
            {menu}
          </AppShell.Section>
          <AppShell.Section p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            {userMenu}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" bg="gray.0">
        <Box maw={1200} mx="auto">
          <DashboardContent />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
