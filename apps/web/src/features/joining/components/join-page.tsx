import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import { useJoiningForm } from '../api/joining-api';
import { JoinForm } from './join-form';

/** /p/{shortname}/join: the portal's member.registration component opens this public sign-up. */
export function JoinPage({ shortname }: { shortname: string }) {
  const { t } = useTranslation('joining');
  const form = useJoiningForm(shortname);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const notFound = form.error instanceof ApiError && form.error.status === 404;

  return (
    <Container size="sm" px="md" py="lg">
      <Stack gap="lg">
        {form.isPending && <PlaceholderRows />}
        {notFound && (
          <Notice tone="danger" role="alert">
            {t('join.notFound')}
          </Notice>
        )}
        {form.isError && !notFound && <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void form.refetch()} />}
        {form.data && (
          <>
            <div>
              <Title order={1}>{t('join.heading', { club: form.data.club.name })}</Title>
              <Text c="dimmed">{t('join.intro')}</Text>
            </div>
            <Paper withBorder radius="md" p="md">
              {sentTo ? (
                <Stack gap="xs" role="status" data-testid="join-sent">
                  <Title order={2}>{t('join.sentTitle')}</Title>
                  <Text>{t('join.sentText', { club: form.data.club.name, email: sentTo })}</Text>
                </Stack>
              ) : (
                <JoinForm form={form.data} onSent={setSentTo} />
              )}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
