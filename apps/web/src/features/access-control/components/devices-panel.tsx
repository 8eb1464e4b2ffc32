import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccessDevice } from '@tribuna/contract/access-devices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { readableDateTime } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useAccessDevices, useRevokeDevice } from '../api/access-devices';
import { RegisterDeviceModal } from './register-device-modal';

/** The door phones: register one with a one-time QR, see when each last synced, revoke a lost one. */
export function DevicesPanel({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation('access');
  const devices = useAccessDevices(clubHash);
  const revoke = useRevokeDevice(clubHash);
  const [registering, setRegistering] = useState(false);
  const [revoking, setRevoking] = useState<AccessDevice | null>(null);
  const items = devices.data?.['hydra:member'] ?? [];

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.hash, {
      onSuccess: () => notify('success', t('devices.revokedDone', { name: revoking.name })),
      onError: () => notify('error', t('errors.revokeDevice')),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 16rem' }}>
          {t('devices.intro')}
        </Text>
        <Button onClick={() => setRegistering(true)} data-testid="access-device-register">
          {t('devices.register')}
        </Button>
      </Group>
      {devices.isPending && <PlaceholderRows />}
      {devices.isError && (
        <LoadError message={t('errors.loadDevices')} retryLabel={t('actions.retry')} onRetry={() => void devices.refetch()} />
      )}
      {devices.isSuccess && items.length === 0 && <Text data-testid="access-devices-empty">{t('devices.none')}</Text>}
      {items.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('devices.label')}
          data-testid="access-devices"
        >
          {items.map((device) => (
            <DeviceRow key={device.hash} device={device} onRevoke={() => setRevoking(device)} />
          ))}
        </Stack>
      )}
      <RegisterDeviceModal clubHash={clubHash} opened={registering} onClose={() => setRegistering(false)} />
      <ConfirmModal
        opened={revoking !== null}
        title={t('devices.revokeTitle')}
        message={t('devices.revokeConfirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('devices.revoke')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
        testId="access-device-revoke"
      />
    </Stack>
  );
}

function DeviceRow({ device, onRevoke }: { device: AccessDevice; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('access');
  const when = (iso: string) => readableDateTime(iso, i18n.language);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="access-device-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Title order={2} size="h5">
              {device.name}
            </Title>
            {device.revokedAt && (
              <Badge color="dark" variant="outline">
                {t('devices.revoked', { time: when(device.revokedAt) })}
              </Badge>
            )}
          </Group>
          <Text size="sm">{device.listName ? t('devices.onlyList', { name: device.listName }) : t('devices.allLists')}</Text>
          <Text size="sm" c="dimmed">
            {device.lastSyncAt ? t('devices.lastSync', { time: when(device.lastSyncAt) }) : t('devices.neverSynced')}
            {' · '}
            {t('devices.registeredAt', { time: when(device.registeredAt) })}
            {device.registeredBy && ` · ${device.registeredBy}`}
          </Text>
        </Stack>
        {!device.revokedAt && (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={onRevoke}
            aria-label={t('devices.revokeOf', { name: device.name })}
            data-testid="access-device-revoke-open"
          >
            {t('devices.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
