import { Anchor, Button, Group, Paper, Progress, Stack, Switch, Text } from '@mantine/core';
import type { Campaign } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { readableDateTime } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { CampaignStateBadge } from './campaign-state-badge';

interface CampaignCardProps {
  clubHash: string;
  campaign: Campaign;
  busy: boolean;
  onPublish: (published: boolean) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One campaign in the list: dates, state, what it sold against its stock (a bar) and collected. */
export function CampaignCard({ clubHash, campaign, busy, onPublish, onDuplicate, onRemove }: CampaignCardProps) {
  const { t, i18n } = useTranslation('commerce');
  const { total, sold } = campaign.purchased;
  const share = total > 0 ? Math.round((sold / total) * 100) : 0;
  const when = (iso: string) => readableDateTime(iso, i18n.language);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="campaign-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={paths.manager.campaign(clubHash, campaign.hash)} fw={700} c="brand.8" data-testid="campaign-link">
              {campaign.name}
            </Anchor>
            <CampaignStateBadge campaign={campaign} testId="campaign-row-state" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('list.dates', { starts: when(campaign.startingDate), ends: when(campaign.endingDate) })}
          </Text>
        </Group>
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('list.sold', { sold, total, count: campaign.productCount })}</Text>
            <Text size="sm" fw={600} data-testid="campaign-collected">
              {t('list.collected', { amount: formatMoney(campaign.collected, i18n.language) })}
            </Text>
          </Group>
          <Progress value={share} mt={4} aria-label={t('list.soldShare', { name: campaign.name, share })} color="brand.7" />
        </div>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Switch
            label={t('list.publishedSwitch')}
            checked={campaign.published}
            disabled={busy}
            onChange={(event) => onPublish(event.currentTarget.checked)}
            aria-label={t('list.publishedOf', { name: campaign.name })}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="outline"
              onClick={onDuplicate}
              disabled={busy}
              aria-label={t('list.duplicateOf', { name: campaign.name })}
            >
              {t('list.duplicate')}
            </Button>
            <Button size="xs" variant="outline" color="red.9" onClick={onRemove} aria-label={t('list.removeOf', { name: campaign.name })}>
              {t('list.remove')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
