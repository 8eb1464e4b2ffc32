import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useClubAccessRequests } from '../api/get-club-access-requests';
import { useClubPreEnrollments } from '../api/get-club-pre-enrollments';
import { pendingRequests } from '../lib/sort-requests';

const SHOWN = 3;

/** Manager overview panel: how many manager access requests (and pre-enrolments) wait, the first few, and the page link. */
export function AccessRequestsCard({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('onboarding');
  const query = useClubAccessRequests(clubHash);
  const preEnrollments = useClubPreEnrollments(clubHash);
  // Nothing to say while loading or when the list cannot be read: the page itself explains errors.
  if (!query.isSuccess) return null;
  const pending = pendingRequests(query.data['hydra:member']);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="access-requests-card" data-testid="access-requests-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="access-requests-card">
            {t('approvals.title')}
          </Title>
          <Badge color={pending.length > 0 ? 'accent' : 'gray'} variant="filled" data-testid="access-requests-pending-count">
            {t('approvals.pendingCount', { count: pending.length })}
          </Badge>
        </Group>
        {pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('approvals.nonePending')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {pending.slice(0, SHOWN).map((request) => (
              <Text component="li" key={request.hash} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {request.requester.name} {request.requester.lastname} · {request.requester.email}
              </Text>
            ))}
          </Stack>
        )}
        {preEnrollments.isSuccess && preEnrollments.data['hydra:totalItems'] > 0 && (
          <Text size="sm" fw={500} data-testid="pre-enrollments-pending-count">
            {t('preEnrollments.pendingCount', { count: preEnrollments.data['hydra:totalItems'] })}
          </Text>
        )}
        <Anchor component={Link} to={paths.manager.accessRequests(clubHash)} size="sm" data-testid="access-requests-link">
          {t('approvals.review')}
        </Anchor>
      </Stack>
    </Card>
  );
}
