import { Card, Group, Stack, Text } from '@mantine/core';
import type { PreEnrollment } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/ui/role-badge';
import type { PreEnrollmentDecision } from '../api/decide-pre-enrollment';
import { DecisionButtons } from './decision-buttons';

interface PreEnrollmentItemProps {
  preEnrollment: PreEnrollment;
  onDecide: (preEnrollment: PreEnrollment, decision: PreEnrollmentDecision) => void;
}

/** One pending pre-enrolment: who, as what, their contact and identification, when, and the two actions. */
export function PreEnrollmentItem({ preEnrollment, onDecide }: PreEnrollmentItemProps) {
  const { t, i18n } = useTranslation('onboarding');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const name = `${preEnrollment.name} ${preEnrollment.surname}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="pre-enrollment">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                preEnrollment.email ?? preEnrollment.account?.email,
                preEnrollment.dni && `${t('preEnrollments.dni')}: ${preEnrollment.dni}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <RoleBadge role={preEnrollment.role} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('preEnrollments.sentAt', { date: date.format(new Date(preEnrollment.createdAt)) })}
        </Text>
        <DecisionButtons
          accept={{
            label: t('preEnrollments.accept'),
            ariaLabel: t('preEnrollments.acceptWho', { name }),
            testId: 'accept-pre-enrollment',
            onClick: () => onDecide(preEnrollment, 'accept'),
          }}
          refuse={{
            label: t('preEnrollments.refuse'),
            ariaLabel: t('preEnrollments.refuseWho', { name }),
            testId: 'refuse-pre-enrollment',
            onClick: () => onDecide(preEnrollment, 'refuse'),
          }}
        />
      </Stack>
    </Card>
  );
}
