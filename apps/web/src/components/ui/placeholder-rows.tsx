import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PLACEHOLDER_ROW_COUNT = 9;

/** The 9 placeholder rows of spec 2 shown while a page or its data loads. */
export function PlaceholderRows() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-busy="true" data-testid="placeholder-rows">
      <VisuallyHidden>{t('loading', { defaultValue: '…' })}</VisuallyHidden>
      {Array.from({ length: PLACEHOLDER_ROW_COUNT }, (_, index) => (
        <Skeleton key={index} height={index === 0 ? 28 : 18} width={index === 0 ? '40%' : `${100 - (index % 3) * 12}%`} radius="sm" />
      ))}
    </Stack>
  );
}
