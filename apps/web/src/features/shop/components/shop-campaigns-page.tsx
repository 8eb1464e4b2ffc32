import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { paths } from '../../../config/paths';
import { readableDateTime } from '../../../lib/date-time';
import { useSession } from '../../../lib/session/use-session';
import { useShopCampaigns } from '../api/shop';
import { AvailabilityBadge } from './availability-badge';

/** /ecommerce/campaigns/list?club={clubHash}: what a club has on sale (the portal links here). */
export function ShopCampaignsPage({ clubHash, ticketsOnly = false }: { clubHash: string; ticketsOnly?: boolean }) {
  const { t, i18n } = useTranslation('shop');
  const campaigns = useShopCampaigns(clubHash);
  const session = useSession();
  const items = (campaigns.data?.['hydra:member'] ?? []).filter((campaign) => !ticketsOnly || campaign.hasTickets);
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={1}>{t(ticketsOnly ? 'campaigns.ticketsTitle' : 'campaigns.title')}</Title>
        {session && (
          <Anchor component={Link} to={paths.ecommerce.tickets} c="brand.8" data-testid="my-tickets-link">
            {t('campaigns.myTickets')}
          </Anchor>
        )}
      </Group>
      {!clubHash && <Text>{t('campaigns.noClub')}</Text>}
      {campaigns.isPending && clubHash && <PlaceholderRows />}
      {campaigns.isError && (
        <LoadError
          message={t('errors.loadCampaigns')}
          retryLabel={t('retry')}
          onRetry={() => void campaigns.refetch()}
          testId="shop-error"
        />
      )}
      {campaigns.isSuccess && items.length === 0 && <Text data-testid="shop-empty">{t('campaigns.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {items.map((campaign) => (
          <Card key={campaign.hash} withBorder radius="md" padding="lg" data-testid="shop-campaign">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={`${paths.ecommerce.campaign(campaign.hash)}?club=${encodeURIComponent(clubHash)}`}
                  fw={700}
                  size="lg"
                  c="brand.8"
                >
                  {campaign.name}
                </Anchor>
                <AvailabilityBadge availability={campaign.availability} endingDate={campaign.endingDate} />
              </Group>
              {campaign.description && (
                <Text size="sm" lineClamp={3}>
                  {campaign.description}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {campaign.availability === 'soon'
                  ? t('campaigns.opens', { date: readableDateTime(campaign.startingDate, i18n.language) })
                  : t('campaigns.closes', { date: readableDateTime(campaign.endingDate, i18n.language) })}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
