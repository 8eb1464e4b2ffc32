import { Badge } from '@mantine/core';
import type { Campaign } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

type CampaignState = 'draft' | 'published' | 'ended';

/** A published campaign whose sales have closed reads as ended, not as still on sale. */
export function campaignState(campaign: Pick<Campaign, 'published' | 'endingDate'>, now = Date.now()): CampaignState {
  if (!campaign.published) return 'draft';
  return Date.parse(campaign.endingDate) <= now ? 'ended' : 'published';
}

const COLOURS: Record<CampaignState, string> = { draft: 'gray', published: 'success', ended: 'brand' };

/** The campaign's state as its manager reads it: draft, published (on sale) or ended. */
export function CampaignStateBadge({ campaign, testId }: { campaign: Pick<Campaign, 'published' | 'endingDate'>; testId?: string }) {
  const { t } = useTranslation('commerce');
  const state = campaignState(campaign);
  return (
    <Badge variant="light" color={COLOURS[state]} data-testid={testId} data-state={state}>
      {t(`list.${state}`)}
    </Badge>
  );
}
