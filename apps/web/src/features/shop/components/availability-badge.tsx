import { Badge } from '@mantine/core';
import type { Availability } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<Availability, string> = { available: 'success', soldOut: 'red', soon: 'accent' };

/** Spec 4's ticket availability: available, sold out, soon. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation('shop');
  return (
    <Badge variant="light" color={COLOURS[availability]} data-testid="availability">
      {t(`availability.${availability}`)}
    </Badge>
  );
}
