import { Stack, Text, Title } from '@mantine/core';
import type { PreEnrollment } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { notify } from '../../../lib/notify';
import { useDecidePreEnrollment, type PreEnrollmentDecision } from '../api/decide-pre-enrollment';
import { useClubPreEnrollments } from '../api/get-club-pre-enrollments';
import { DecisionModal } from './confirm-decision-modal';
import { PreEnrollmentItem } from './pre-enrollment-item';

type Target = { preEnrollment: PreEnrollment; decision: PreEnrollmentDecision };

/**
 * People who pre-enrolled in the club without an invitation, beside the manager access requests:
 * accepting opens the club to them, refusing removes the profile (they are told either way).
 */
export function PreEnrollmentsSection({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('onboarding');
  const query = useClubPreEnrollments(clubHash);
  const decide = useDecidePreEnrollment(clubHash);
  const [target, setTarget] = useState<Target | null>(null);
  const name = target ? `${target.preEnrollment.name} ${target.preEnrollment.surname}` : '';

  const confirm = async () => {
    if (!target) return;
    try {
      await decide.mutateAsync({ hash: target.preEnrollment.hash, decision: target.decision });
      notify('success', t(target.decision === 'accept' ? 'preEnrollments.accepted' : 'preEnrollments.refused', { name }));
    } catch {
      notify('error', t('preEnrollments.decisionFailed'));
    } finally {
      setTarget(null);
    }
  };

  const pending = query.data?.['hydra:member'] ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="pre-enrollments-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="pre-enrollments-title">
          {t('preEnrollments.title')}
        </Title>
        <Text c="dimmed">{t('preEnrollments.intro')}</Text>
      </Stack>
      {query.isPending && <PlaceholderRows />}
      {query.isError && (
        <LoadError
          message={t('preEnrollments.loadError')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          testId="pre-enrollments-error"
        />
      )}
      {query.isSuccess && pending.length === 0 && <Text data-testid="pre-enrollments-empty">{t('preEnrollments.empty')}</Text>}
      {pending.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('preEnrollments.title')}>
          {pending.map((preEnrollment) => (
            <li key={preEnrollment.hash}>
              <PreEnrollmentItem preEnrollment={preEnrollment} onDecide={(p, decision) => setTarget({ preEnrollment: p, decision })} />
            </li>
          ))}
        </Stack>
      )}
      <DecisionModal
        opened={target !== null}
        title={t(`preEnrollments.confirm.${target?.decision ?? 'accept'}Title`)}
        message={t(`preEnrollments.confirm.${target?.decision ?? 'accept'}`, { name })}
        confirmLabel={t(`preEnrollments.${target?.decision ?? 'accept'}`)}
        refusing={target?.decision === 'refuse'}
        loading={decide.isPending}
        confirmTestId="confirm-pre-enrollment"
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      />
    </Stack>
  );
}
