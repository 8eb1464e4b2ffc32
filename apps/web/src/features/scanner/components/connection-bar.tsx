import { Alert, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfflineDesk } from '../lib/use-offline-desk';

const timeOf = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** Online or offline, how many scans wait to sync, and how fresh the phone's offline data is. */
export function ConnectionBar({ offline }: { offline: OfflineDesk }) {
  const { t, i18n } = useTranslation('scanner');
  const { online, pending, dataState, savedAt, conflicts } = offline;
  return (
    <>
      <Group gap="xs" role="status" aria-live="polite" data-testid="scanner-connection" data-state={dataState} data-online={online}>
        <Badge color={online ? 'success' : 'gray'} variant="filled" size="lg">
          {online ? t('connection.online') : t('connection.offline')}
        </Badge>
        <Text size="sm" data-testid="scanner-pending" data-count={pending}>
          {pending > 0 ? t('connection.pending', { count: pending }) : t('connection.allSynced')}
        </Text>
        {dataState === 'ready' && savedAt && <Text size="sm">{t('connection.offlineData', { time: timeOf(savedAt, i18n.language) })}</Text>}
        {dataState === 'missing' && <Text size="sm">{t('connection.noOfflineData')}</Text>}
      </Group>
      {dataState === 'unregistered' && <Alert color="gray">{t('device.notRegistered')}</Alert>}
      {dataState === 'expired' && <Alert color="yellow">{t('connection.expired')}</Alert>}
      {dataState === 'revoked' && (
        <Alert color="red" role="alert">
          {t('connection.revoked')}
        </Alert>
      )}
      {conflicts.length > 0 && (
        <Alert color="red" role="alert" title={t('connection.conflicts')}>
          {conflicts.map((conflict) => (
            <Text key={conflict.nonce} size="sm" data-testid="scanner-conflict">
              {conflict.label ? `${conflict.label}: ` : ''}
              {t(`reasons.${conflict.reason}`)}
            </Text>
          ))}
        </Alert>
      )}
    </>
  );
}
