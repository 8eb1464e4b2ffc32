import { Alert, Button, Group, TextInput } from '@mantine/core';
import { DEVICE_NAME_MAX } from '@tribuna/contract/access-devices';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { claimDevice } from '../api/offline-api';
import type { StoredDevice } from '../lib/offline-db';
import { keepDevice } from '../lib/offline-vault';

/**
 * Shown when the camera reads a manager's registration QR (TRBDEV1.…): the controller names the
 * phone and registers it; from then on it keeps the lists offline and uploads what it decided.
 */
export function RegisterDevice({
  clubHash,
  token,
  onDone,
}: {
  clubHash: string;
  token: string;
  onDone: (device: StoredDevice | null) => void;
}) {
  const { t } = useTranslation('scanner');
  const [name, setName] = useState(t('device.defaultName'));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    try {
      onDone(await keepDevice(clubHash, await claimDevice(clubHash, { token, name })));
    } catch (error) {
      setFailed(error instanceof ApiError || error instanceof Error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Alert color="blue" title={t('device.found')}>
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1, minWidth: '10rem' }}
            label={t('device.name')}
            value={name}
            maxLength={DEVICE_NAME_MAX}
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" loading={saving}>
            {t('device.register')}
          </Button>
          <Button variant="subtle" onClick={() => onDone(null)}>
            {t('device.cancel')}
          </Button>
        </Group>
        {failed && (
          <Alert color="red" role="alert" mt="xs">
            {t('device.failed')}
          </Alert>
        )}
      </Alert>
    </form>
  );
}
