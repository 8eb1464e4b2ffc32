import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowStatus } from '../lib/row-report';

// Shade 9 red and grey 7 keep white text above 4.5:1; the theme's success.8 already does.
const COLOURS: Record<RowStatus, string> = { ok: 'success.8', error: 'red.9', skipped: 'gray.7' };

export function StatusBadge({ status }: { status: RowStatus }) {
  const { t } = useTranslation('imports');
  return (
    // A visible overflow gives the label its full width in narrow table cells (no "CON ER…").
    <Badge color={COLOURS[status]} variant="filled" size="sm" styles={{ label: { overflow: 'visible' } }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
