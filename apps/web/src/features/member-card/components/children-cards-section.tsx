import { Stack, Text, Title } from '@mantine/core';
import type { MemberCard } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { isFeatureDisabled } from '../lib/card-retry';
import type { OfflineCopyState } from '../lib/use-offline-copy';
import { CardBlock } from './card-block';
import { LoadError } from '../../../components/ui/load-error';

/** The link to one child's card (the guardian overview's "See card" points here). */
export const childAnchor = (personHash: string) => `child-${personHash}`;

/** A guardian's children's cards, one block each, or why they cannot be shown. */
export function ChildrenCardsSection({ state, onRetry }: { state: OfflineCopyState<MemberCard[]>; onRetry: () => void }) {
  const { t } = useTranslation('card');
  return (
    <Stack component="section" gap="lg" aria-labelledby="children-cards">
      <Title order={2} id="children-cards">
        {t('children.heading')}
      </Title>
      {state.kind === 'loading' && <PlaceholderRows />}
      {state.kind === 'error' &&
        (isFeatureDisabled(state.error) ? (
          <Notice tone="info" data-testid="children-cards-disabled">
            {t('children.featureOff')}
          </Notice>
        ) : (
          <LoadError message={t('children.loadError')} retryLabel={t('page.retry')} onRetry={onRetry} testId="children-cards-error" />
        ))}
      {(state.kind === 'live' || state.kind === 'offline') &&
        (state.data.length === 0 ? (
          <Text data-testid="children-cards-empty">{t('children.empty')}</Text>
        ) : (
          state.data.map((card) => (
            <CardBlock
              key={card.person.hash}
              card={card}
              heading={`${card.person.name} ${card.person.surname}`}
              headingOrder={3}
              offline={state.kind === 'offline'}
              anchorId={childAnchor(card.person.hash)}
            />
          ))
        ))}
    </Stack>
  );
}
