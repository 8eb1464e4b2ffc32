import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { DeviceToken } from '@tribuna/contract/access-devices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { QrCode } from '../../../components/qr/qr-code';
import { useAccessLists } from '../api/access-lists';
import { useCreateDeviceToken } from '../api/access-devices';

interface RegisterDeviceModalProps {
  clubHash: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Registering a door phone: the manager may limit it to one list, then shows a one-time QR
 * (10 minutes) that the phone's scanner reads. The phone appears in the list once it has claimed it.
 */
export function RegisterDeviceModal({ clubHash, opened, onClose }: RegisterDeviceModalProps) {
  const { t } = useTranslation('access');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('devices.registerTitle')}
      closeLabel={t('actions.close')}
      data-testid="access-device-modal"
    >
      <RegisterDevice clubHash={clubHash} onClose={onClose} />
    </FormModal>
  );
}

function RegisterDevice({ clubHash, onClose }: { clubHash: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('access');
  const lists = useAccessLists(clubHash);
  const create = useCreateDeviceToken(clubHash);
  const [listHash, setListHash] = useState<string | null>(null);
  const [token, setToken] = useState<DeviceToken | null>(null);
  const choices = (lists.data?.['hydra:member'] ?? []).map((list) => ({ value: list.hash, label: list.name }));

  if (token) {
    const until = new Date(token.expiresAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
    return (
      <Stack gap="md" align="center">
        <Text role="status">{t('devices.qrExplain', { time: until })}</Text>
        <QrCode value={token.qrText} label={t('devices.qrLabel')} style={{ width: 'min(100%, 280px)' }} data-testid="access-device-qr" />
        <Button onClick={onClose} data-autofocus>
          {t('devices.done')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {create.isError && (
        <Notice tone="danger" role="alert">
          {t('errors.registerDevice')}
        </Notice>
      )}
      <Select
        label={t('devices.list')}
        placeholder={t('devices.allLists')}
        data={choices}
        value={listHash}
        onChange={setListHash}
        clearable
        data-testid="access-device-list"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          loading={create.isPending}
          onClick={() => create.mutate({ listHash }, { onSuccess: setToken })}
          data-testid="access-device-token"
        >
          {t('devices.create')}
        </Button>
      </Group>
    </Stack>
  );
}
