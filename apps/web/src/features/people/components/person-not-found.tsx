import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** 404 from the API: the link is wrong, or the person belongs to another club. */
export function PersonNotFound({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('person');
  return (
    <Stack gap="sm" align="flex-start" data-testid="person-not-found">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.message')}</Text>
      <Anchor component={Link} to={paths.manager.persons.partners(clubHash)}>
        {t('notFound.back')}
      </Anchor>
    </Stack>
  );
}
