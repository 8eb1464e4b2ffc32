import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ClubRole } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClubAvatar } from '../../../components/ui/club-avatar';
import { Icon, type IconName } from '../../../components/ui/icons';
import { RoleBadge } from '../../../components/ui/role-badge';
import { areaForRole } from '../../../config/roles';
import classes from './overview-page.module.css';

export interface QuickLink {
  id: string;
  label: string;
  to: string;
  icon: IconName;
}

interface OverviewPageProps {
  firstName: string;
  clubName: string;
  clubImage: string | null;
  role: ClubRole;
  links: QuickLink[];
  /** What needs this person's attention first (composed by the route: requests, children…). */
  highlights?: ReactNode;
}

/** Home of a club dashboard: a welcome, the club and role in use, and quick links. */
export function OverviewPage({ firstName, clubName, clubImage, role, links, highlights }: OverviewPageProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" padding="xl">
        <Group gap="lg" wrap="nowrap" align="center">
          <ClubAvatar name={clubName} image={clubImage} size={64} />
          <Stack gap={4}>
            <Title order={1} className={classes.welcome}>
              {t('overview.welcome', { name: firstName })}
            </Title>
            <Group gap="xs">
              <Text fw={600} data-testid="overview-club">
                {clubName}
              </Text>
              <RoleBadge role={role} />
            </Group>
            <Text c="dimmed" size="sm">
              {t(`overview.intro.${areaForRole(role)}`)}
            </Text>
          </Stack>
        </Group>
      </Card>
      {highlights}
      <section aria-labelledby="quick-links">
        <Title order={2} size="h3" id="quick-links" mb="sm">
          {t('overview.quickLinks')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {links.map((link) => (
            <Card key={link.id} component={Link} to={link.to} withBorder radius="md" padding="lg" className={classes.link}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="filled">
                  <Icon name={link.icon} />
                </ThemeIcon>
                <Text fw={600}>{link.label}</Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
