import { Stack, Text } from '@mantine/core';
import type { MemberCard } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { ApiError } from '../../../lib/api-error';
import type { OfflineCopyState } from '../lib/use-offline-copy';
import { CardBlock } from './card-block';
import { LoadError } from '../../../components/ui/load-error';
import { ContactClubNotice } from '../../../components/ui/contact-club-notice';

/** The signed-in person's own card, or why there is none. */
export function OwnCardSection({
  state,
  onRetry,
  guardian,
  supportPath,
}: {
  state: OfflineCopyState<MemberCard>;
  onRetry: () => void;
  guardian: boolean;
  /** The person's Support page, where the club can be asked about a card it cannot show. */
  supportPath: string;
}) {
  const { t } = useTranslation('card');
  const heading = t('page.ownHeading');
  if (state.kind === 'loading') return <PlaceholderRows />;
  if (state.kind === 'error') {
    const none = state.error instanceof ApiError && (state.error.httpStatus === 404 || state.error.httpStatus === 403);
    if (none) {
      // A guardian may hold no card of their own; their children's cards follow.
      return guardian ? (
        <Text c="dimmed" data-testid="own-card-none">
          {t('page.noOwnCardGuardian')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Notice tone="info" data-testid="own-card-none">
            {t('page.noOwnCard')}
          </Notice>
          <ContactClubNotice supportPath={supportPath} />
        </Stack>
      );
    }
    return <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={onRetry} testId="own-card-error" />;
  }
  return <CardBlock card={state.data} heading={heading} headingOrder={2} offline={state.kind === 'offline'} />;
}
