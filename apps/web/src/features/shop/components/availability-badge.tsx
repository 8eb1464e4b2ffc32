import { Badge } from '@mantine/core';
import type { Availability } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<Availability, string> = { available: 'success', soldOut: 'red', soon: 'accent' };

/**
 * Spec 4's ticket availability: available, sold out, soon. Given its campaign's end, a campaign
 * whose sales closed while the page was open reads as ended (the shop lists none once ended).
 */
export function AvailabilityBadge({ availability, endingDate }: { availability: Availability; endingDate?: string }) {
  const { t } = useTranslation('shop');
  if (endingDate && Date.parse(endingDate) <= Date.now())
    return (
      <Badge variant="light" color="gray" data-testid="availability" data-state="ended">
        {t('campaign.ended')}
      </Badge>
    );
  return (
    <Badge variant="light" color={COLOURS[availability]} data-testid="availability">
      {t(`availability.${availability}`)}
    </Badge>
  );
}
