import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';
import { endImpersonation } from '../../../lib/session/impersonation-session';
import { useSession } from '../../../lib/session/use-session';
import { endImpersonationRequest } from '../api/end-impersonation';

const BANNER_HEIGHT = 52;

/**
 * "You are acting as {name}" with the way back, fixed at the bottom of every page. Going back asks
 * the API for the real actor's token; if the API cannot answer, the token set aside at the start
 * is restored, so the person is never stuck as someone else in this browser.
 */
export default function ImpersonationBanner() {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const session = useSession();
  const [pending, setPending] = useState(false);

  // Keep the page's last lines visible above the fixed banner.
  useEffect(() => {
    const previous = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${BANNER_HEIGHT}px`;
    return () => {
      document.body.style.paddingBottom = previous;
    };
  }, []);

  const who = session?.impersonated;
  const name = who ? `${who.name} ${who.lastname}`.trim() : (session?.user?.name ?? '');

  const back = async () => {
    setPending(true);
    const response = await endImpersonationRequest().catch(() => null);
    if (!response) notify('error', t('impersonation.backError'));
    endImpersonation(response);
    // Nothing of the impersonated user's data may remain in the cache.
    queryClient.clear();
    setPending(false);
    await navigate(paths.profileSelector, { replace: true });
  };

  return (
    <Group
      role="region"
      aria-label={t('impersonation.title')}
      data-testid="impersonation-banner"
      justify="center"
      gap="md"
      wrap="nowrap"
      px="md"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BANNER_HEIGHT,
        zIndex: 300,
        background: 'var(--mantine-color-accent-9, #7a3e00)',
        color: 'white',
      }}
    >
      <Text size="sm" fw={700} c="white" truncate="end" data-testid="impersonation-banner-text">
        {t('impersonation.banner', { name, club: who?.club ?? '' })}
      </Text>
      <Button size="xs" variant="white" color="dark" onClick={() => void back()} loading={pending} data-testid="impersonation-back">
        {t('impersonation.back')}
      </Button>
    </Group>
  );
}
