import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Inscription } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { numericDate } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useDecideInscription, useInscriptions } from '../api/joining-api';
import { RefuseModal } from './refuse-modal';

// The theme's own badge colours, which keep 4.5:1 on their light background.
const TONE = { pending: 'accent', accepted: 'success', refused: 'red' } as const;

/** An activity's inscriptions, oldest first; pending ones are accepted (the fee is charged) or refused with a reason. */
export function InscriptionsList({ clubHash, activityHash }: { clubHash: string; activityHash: string }) {
  const { t, i18n } = useTranslation('joining');
  const inscriptions = useInscriptions(clubHash, activityHash);
  const decide = useDecideInscription(clubHash, activityHash);
  const [refusing, setRefusing] = useState<Inscription | null>(null);
  const items = inscriptions.data?.['hydra:member'] ?? [];
  const name = (item: Inscription) => `${item.name} ${item.surname}`;
  const send = (item: Inscription, reason?: string) =>
    decide.mutate(
      { inscriptionHash: item.hash, body: reason ? { decision: 'refuse', reason } : { decision: 'accept' } },
      {
        onSuccess: () => notify('success', t(reason ? 'manage.inscriptionRefused' : 'manage.inscriptionAccepted', { name: name(item) })),
        onError: () => notify('error', t('review.failure')),
        onSettled: () => setRefusing(null),
      },
    );
  if (inscriptions.isPending) return <PlaceholderRows />;
  if (items.length === 0) return <Text c="dimmed">{t('manage.noInscriptions')}</Text>;
  return (
    <Stack gap="sm" data-testid="inscriptions">
      {items.map((item) => (
        <Stack key={item.hash} gap={4} data-testid="inscription-row">
          <Group justify="space-between">
            <Text fw={600}>{name(item)}</Text>
            <Badge color={TONE[item.status]} variant="light">
              {t(`manage.status.${item.status}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {[t('review.born', { date: numericDate(item.birthDate, i18n.language) }), item.guardianName, item.email, item.phone]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {item.status === 'pending' && (
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => send(item)}
                loading={decide.isPending}
                aria-label={t('manage.acceptNamed', { name: name(item) })}
              >
                {t('review.accept')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red"
                onClick={() => setRefusing(item)}
                aria-label={t('manage.refuseNamed', { name: name(item) })}
              >
                {t('review.refuse')}
              </Button>
            </Group>
          )}
        </Stack>
      ))}
      <RefuseModal
        key={refusing?.hash ?? 'closed'}
        name={refusing ? name(refusing) : null}
        busy={decide.isPending}
        onClose={() => setRefusing(null)}
        onRefuse={(reason) => refusing && send(refusing, reason)}
      />
    </Stack>
  );
}
