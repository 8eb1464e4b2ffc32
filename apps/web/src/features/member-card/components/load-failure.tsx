import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';

/** A danger notice with a retry button (spec: errors show a notice and a way to try again). */
export function LoadFailure({ message, onRetry, testId }: { message: string; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('card');
  return (
    <Stack gap="xs" align="flex-start">
      <Notice tone="danger" role="alert" data-testid={testId}>
        {message}
      </Notice>
      <Button variant="outline" size="xs" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </Stack>
  );
}
