import { Alert, Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Sponsor } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { usePublicClub, usePublicSponsors, type PortalAddress } from '../api/get-public-club';

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

/**
 * The club's public portal (spec 2: /p/{clubShortName} and /clubes/{clubHash}/portal; no sign-in):
 * name, logo, address and season, a way in, and the club's sponsors. The server sends the same
 * content in the page's first HTML (plugins/portal-page), so it is there before this renders.
 */
export function PublicPortal({ address }: { address: PortalAddress }) {
  const { t } = useTranslation('dashboard');
  const { data: club, error, isPending } = usePublicClub(address);
  const sponsors = usePublicSponsors(club?.hash);

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
      <Alert color="brand" variant="outline">
        {t('portal.comingSoon')}
      </Alert>
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
    </Stack>
  );
}
