import { Alert, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { usePublicClub } from '../api/get-public-club';

/** Public portal by short name (/p/{clubShortName}): the club's card; components arrive later. */
export function PublicPortal({ shortName }: { shortName: string }) {
  const { t } = useTranslation('dashboard');
  const { data: club, error, isPending } = usePublicClub(shortName);

  if (isPending) return <PlaceholderRows />;
  if (error || !club) {
    const notFound = error instanceof ApiError && error.httpStatus === 404;
    return (
      <Stack>
        <Title order={1}>{t('portal.title')}</Title>
        <Alert color="red" variant="outline" role="alert">
          {notFound ? t('portal.notFound') : t('portal.loadError')}
        </Alert>
      </Stack>
    );
  }
  const place = [club.address.city, club.address.regionName, club.address.countryName].filter(Boolean).join(', ');
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="xl">
        <Group gap="lg" wrap="nowrap">
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
      </Card>
      <Alert color="brand" variant="outline">
        {t('portal.comingSoon')}
      </Alert>
    </Stack>
  );
}
