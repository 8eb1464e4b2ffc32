import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useChildrenCards } from '../api/get-children-cards';
import { useMemberCard } from '../api/get-member-card';
import { formatInstant } from '../lib/card-status';
import { isFeatureDisabled } from '../lib/card-retry';
import { registerOfflineWorker } from '../../../lib/offline-worker';
import { printCards } from '../lib/print-cards';
import { useOfflineCopy } from '../lib/use-offline-copy';
import { ChildrenCardsSection } from './children-cards-section';
import { OwnCardSection } from './own-card-section';
import { paths } from '../../../config/paths';

interface MyIdPageProps {
  userId: string;
  clubHash: string;
  /** The guardian's My ID also shows their children's cards. */
  guardian: boolean;
}

/** My ID: the person's digital club card (and a guardian's children's), readable offline once loaded. */
export function MyIdPage({ userId, clubHash, guardian }: MyIdPageProps) {
  const { t, i18n } = useTranslation('card');
  const { t: tCommon } = useTranslation('common');
  const { hash } = useLocation();
  const ownQuery = useMemberCard(clubHash);
  const childrenQuery = useChildrenCards(clubHash, guardian);
  const own = useOfflineCopy(ownQuery, { userId, clubHash, slot: 'own' });
  const children = useOfflineCopy(childrenQuery, { userId, clubHash, slot: 'children' });

  useEffect(() => {
    void registerOfflineWorker();
    // Lets the print stylesheet act on this page only (see print.module.css).
    document.documentElement.setAttribute('data-card-print', '');
    return () => document.documentElement.removeAttribute('data-card-print');
  }, []);

  const childrenReady = guardian && (children.kind === 'live' || children.kind === 'offline');
  // "See card" from the guardian overview: bring that child's card into view once it is shown.
  useEffect(() => {
    if (!childrenReady || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [childrenReady, hash]);

  const savedAt = [own, ...(guardian ? [children] : [])].flatMap((state) => (state.kind === 'offline' ? [state.savedAt] : [])).sort()[0];
  const cardCount =
    (own.kind === 'live' || own.kind === 'offline' ? 1 : 0) + (guardian && childrenReady && 'data' in children ? children.data.length : 0);

  const title = (
    <Stack gap="xs">
      <Title order={1}>{t('page.title')}</Title>
      <Text c="dimmed">{t(guardian ? 'page.introGuardian' : 'page.intro')}</Text>
    </Stack>
  );
  // The club has switched off its members' private area (area_privada_socios): no card here at all.
  if (isFeatureDisabled(ownQuery.error)) {
    return (
      <Stack gap="xl">
        {title}
        <Notice tone="info" data-testid="private-area-off">
          {tCommon('featureOff.privateArea')}
        </Notice>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      {title}
      {savedAt && (
        <Notice tone="warning" data-testid="card-offline-notice">
          {t('page.offlineCopy', { date: formatInstant(savedAt, i18n.language) })}
        </Notice>
      )}
      {cardCount > 1 && (
        <Group>
          <Button variant="light" onClick={() => printCards()} data-testid="card-print-all">
            {t('actions.printAll')}
          </Button>
        </Group>
      )}
      <OwnCardSection
        state={own}
        onRetry={() => void ownQuery.refetch()}
        guardian={guardian}
        supportPath={paths[guardian ? 'guardian' : 'member'].support(userId, clubHash)}
      />
      {guardian && <ChildrenCardsSection state={children} onRetry={() => void childrenQuery.refetch()} />}
    </Stack>
  );
}
