import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AccessScan } from '@tribuna/contract/access-control';
import { useTranslation } from 'react-i18next';
import { readableDateTime } from '../../../lib/date-time';
import { RESULT_COLORS } from '../lib/result-colors';

/** One scan in words: when, where, who or which ticket, the answer and why; flags for what needs a look. */
export function ScanLogRow({ scan, onAnnul }: { scan: AccessScan; onAnnul?: () => void }) {
  const { t, i18n } = useTranslation(['access', 'scanner']);
  const subject =
    scan.personName ??
    (scan.ticketReference ? t('log.ticket', { product: scan.ticketProduct ?? '', reference: scan.ticketReference }) : t('log.unknownCode'));
  const where = [scan.listName, scan.deviceName, scan.controllerName ?? t('log.automatic')].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="access-log-row" style={scan.annulled ? { opacity: 0.75 } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Badge color={RESULT_COLORS[scan.result]} variant="light">
              {t(`scanner:result.${scan.result}`)}
            </Badge>
            <Text size="sm" fw={600}>
              {t(`scanner:direction.${scan.direction}`)}
            </Text>
            {scan.conflict && (
              <Badge color="red" variant="light" data-testid="access-log-conflict">
                {t('log.flags.conflict')}
              </Badge>
            )}
            {scan.reason === 'admittedButInvalid' && (
              <Badge color="red" variant="light" data-testid="access-log-invalid">
                {t('log.flags.admittedButInvalid')}
              </Badge>
            )}
            {scan.offline && (
              <Badge color="dark" variant="outline">
                {t('log.flags.offline')}
              </Badge>
            )}
            {scan.annulled && (
              <Badge color="dark" variant="outline" data-testid="access-log-annulled">
                {t('log.flags.annulled')}
              </Badge>
            )}
          </Group>
          <Text fw={600} data-testid="access-log-subject">
            {subject}
          </Text>
          <Text size="sm">{t(`scanner:reasons.${scan.reason}`)}</Text>
          <Text size="sm" c="dimmed">
            <time dateTime={scan.scannedAt}>{readableDateTime(scan.scannedAt, i18n.language)}</time> · {where}
          </Text>
          {scan.annulled && (
            <Text size="sm" c="dimmed" data-testid="access-log-annul-reason">
              {t('log.annulledBy', {
                by: scan.annulled.by,
                time: readableDateTime(scan.annulled.at, i18n.language),
                reason: scan.annulled.reason,
              })}
            </Text>
          )}
        </Stack>
        {onAnnul && (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={onAnnul}
            aria-label={t('log.annulOf', { subject, time: readableDateTime(scan.scannedAt, i18n.language) })}
            data-testid="access-log-annul"
          >
            {t('log.annul')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
