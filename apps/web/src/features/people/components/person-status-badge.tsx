import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or disabled; both shades carry white text above 4.5:1 contrast. */
export function PersonStatusBadge({ enabled, size = 'sm' }: { enabled: boolean; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('person');
  return (
    <Badge color={enabled ? 'success.8' : 'gray.7'} variant="filled" size={size} data-testid="person-status" data-enabled={enabled}>
      {enabled ? t('status.enabled') : t('status.disabled')}
    </Badge>
  );
}
