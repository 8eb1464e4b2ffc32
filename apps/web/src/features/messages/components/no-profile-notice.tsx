import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { paths } from '../../../config/paths';

/** Messaging acts as one profile (spec 5): without one in this club, say so and offer the selector. */
export function NoProfileNotice() {
  const { t } = useTranslation('messages');
  return (
    <Stack gap="sm" align="flex-start">
      <Notice tone="danger" role="alert" data-testid="no-profile">
        {t('errors.noProfile')}
      </Notice>
      <Anchor component={Link} to={paths.profileSelector} c="brand.8">
        {t('errors.chooseProfile')}
      </Anchor>
    </Stack>
  );
}
