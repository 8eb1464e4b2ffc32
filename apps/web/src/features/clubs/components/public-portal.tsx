import { Alert, Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PortalComponent, PublicClub, Sponsor } from '@tribuna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import classes from './public-portal.module.css';
import { usePublicClub, usePublicPortalComponents, usePublicSponsors, type PortalAddress } from '../api/get-public-club';

/** A sponsor tile: its logo and name, linked through the API's click counter when it has a site. */
function SponsorTile({ clubHash, sponsor }: { clubHash: string; sponsor: Sponsor }) {
  const tile = (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={sponsor.image ?? undefined} alt="" radius="md" size={48} color="brand" variant="filled">
        {sponsor.name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Text fw={600}>{sponsor.name}</Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="portal-sponsor">
      {sponsor.url ? (
        <Anchor
          href={`/api/clubs/${clubHash}/sponsors/${sponsor.hash}/visit`}
          target="_blank"
          rel="sponsored noopener"
          c="dark.9"
          underline="hover"
        >
          {tile}
        </Anchor>
      ) : (
        tile
      )}
    </Card>
  );
}

/** Where each core component leads in the app. */
const CORE_LINKS: Record<string, string> = {
  tickets: paths.ecommerce.tickets,
  campaigns: paths.ecommerce.campaigns,
  'member.registration': paths.auth.signup,
};

/** One component: core ones lead into the app, custom links open their site; highlighted ones are larger. */
function ComponentCard({ component }: { component: PortalComponent }) {
  const { t } = useTranslation('dashboard');
  // Catalogue keys cannot hold a dot: member.registration → memberRegistration.
  const coreKey = component.name.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());
  const label = component.core ? t(`portal.core.${coreKey}`, { defaultValue: component.name }) : component.name;
  const internal = component.core ? CORE_LINKS[component.name] : undefined;
  const external = component.core ? null : component.properties.href;
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding={component.highlighted ? 'xl' : 'md'}
      className={component.highlighted ? classes.highlighted : undefined}
      style={{ borderColor: component.highlighted ? 'var(--mantine-color-brand-8)' : undefined }}
      data-testid="portal-component"
      data-highlighted={component.highlighted || undefined}
    >
      {internal ? (
        <Anchor component={Link} to={internal} fw={700} size={component.highlighted ? 'xl' : 'md'} c="brand.8">
          {label}
        </Anchor>
      ) : external ? (
        <Anchor href={external} target="_blank" rel="noopener noreferrer" fw={700} size={component.highlighted ? 'xl' : 'md'} c="brand.8">
          {label}
        </Anchor>
      ) : (
        <Text fw={700}>{label}</Text>
      )}
    </Card>
  );
}

/**
 * The club's public portal (spec 2: /p/{clubShortName} and /clubes/{clubHash}/portal; no sign-in):
 * name, logo, address and season, a way in, and the club's sponsors. The server sends the same
 * content in the page's first HTML (plugins/portal-page), so it is there before this renders.
 */
export function PublicPortal({ address, contact }: { address: PortalAddress; contact?: (club: PublicClub) => ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { data: club, error, isPending } = usePublicClub(address);
  const sponsors = usePublicSponsors(club?.hash);
  const portal = usePublicPortalComponents(club?.hash);

  if (isPending) return <PlaceholderRows />;
  if (error || !club) {
    const notFound = error instanceof ApiError && error.httpStatus === 404;
    return (
      <Stack>
        <Title order={1}>{t('portal.title')}</Title>
        <Alert color="red" variant="outline" role="alert">
          {notFound ? t('portal.notFound') : t('portal.loadError')}
        </Alert>
        <Anchor component={Link} to={paths.root} c="brand.8">
          {t('portal.home')}
        </Anchor>
      </Stack>
    );
  }
  const place = [club.address.city, club.address.regionName, club.address.countryName].filter(Boolean).join(', ');
  const items = sponsors.data?.items ?? [];
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl">
        <Group gap="lg" wrap="wrap">
          <Avatar
            src={club.image ?? undefined}
            alt={t('portal.logoAlt', { club: club.name })}
            size={96}
            radius="lg"
            color="brand"
            variant="filled"
          >
            {club.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <div>
            <Title order={1} data-testid="portal-club-name">
              {club.name}
            </Title>
            {place && <Text c="dimmed">{place}</Text>}
            {club.seasonName && <Text size="sm">{t('portal.season', { season: club.seasonName })}</Text>}
          </div>
        </Group>
        <Group mt="lg" gap="sm">
          <Button component={Link} to={paths.auth.login}>
            {t('portal.signIn')}
          </Button>
          <Button component={Link} to={paths.auth.signup} variant="outline">
            {t('portal.join')}
          </Button>
        </Group>
      </Card>
      {portal.data && portal.data.components.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, sm: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('portal.sections')}
        >
          {portal.data.components.map((component) => (
            <ComponentCard key={component.id} component={component} />
          ))}
        </SimpleGrid>
      )}
      {portal.isError && (
        <Alert color="red" variant="outline" role="alert">
          {t('portal.loadError')}
        </Alert>
      )}
      {items.length > 0 && (
        <Stack component="section" gap="sm" aria-labelledby="portal-sponsors">
          <Title order={2} size="h3" id="portal-sponsors">
            {t('portal.sponsors')}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((sponsor) => (
              <SponsorTile key={sponsor.hash} clubHash={club.hash} sponsor={sponsor} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {contact && (
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="portal-contact">
          <Title order={2} size="h3" id="portal-contact" mb="md">
            {t('portal.contact')}
          </Title>
          {contact(club)}
        </Card>
      )}
    </Stack>
  );
}
