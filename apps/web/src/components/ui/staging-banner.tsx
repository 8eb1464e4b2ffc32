import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Strip across the top when the deployment says it is not production. */
export function StagingBanner({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return (
    <Box role="region" aria-label={t('staging.label')} bg="accent.9" c="white" py={4} px="md" ta="center" data-testid="staging-banner">
      <Text size="sm" fw={600}>
        {text}
      </Text>
    </Box>
  );
}
