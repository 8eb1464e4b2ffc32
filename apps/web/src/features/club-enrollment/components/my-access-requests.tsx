import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AccessRequest } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';

const STATUS_COLOUR = { pending: 'accent', approved: 'success', refused: 'red' } as const;

interface MyAccessRequestsProps {
  requests: AccessRequest[];
  onOpenPanel: (clubHash: string) => void;
}

/** The person's requests: sent and pending, approved (with the way into the panel) or refused. */
export function MyAccessRequests({ requests, onOpenPanel }: MyAccessRequestsProps) {
  const { t, i18n } = useTranslation('onboarding');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="my-access-requests">
      <Title order={2} size="h4" id="my-access-requests" mb="xs">
        {t('request.mine')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {requests.map((request) => (
          <li key={request.hash}>
            <Card withBorder radius="md" padding="sm" data-testid="my-access-request" data-status={request.status}>
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {request.club.name}
                  </Text>
                  <Badge color={STATUS_COLOUR[request.status]} variant="light">
                    {t(`request.status.${request.status}`)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`request.explain.${request.status}`, { date: date.format(new Date(request.createdAt)) })}
                </Text>
                {request.status === 'approved' && (
                  <Button
                    size="xs"
                    onClick={() => onOpenPanel(request.club.hash)}
                    style={{ alignSelf: 'flex-start' }}
                    data-testid="open-control-panel"
                  >
                    {t('request.openPanel')}
                  </Button>
                )}
              </Stack>
            </Card>
          </li>
        ))}
      </Stack>
    </section>
  );
}
