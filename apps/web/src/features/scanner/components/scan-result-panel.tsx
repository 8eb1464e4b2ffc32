import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScanOutcome } from '../lib/answer-scan';
import { reasonText } from '../lib/reason-text';
import classes from './scanner.module.css';

const timeOf = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/**
 * The answer to the last scan, large enough to read at arm's length: green, amber or red, the
 * verdict in one word, why in words, and whom or what it was. A live region, so a screen reader
 * says it too.
 */
export function ScanResultPanel({ outcome, unknownOffline }: { outcome: ScanOutcome | null; unknownOffline: boolean }) {
  const { t, i18n } = useTranslation('scanner');
  if (!outcome) {
    return (
      <div
        className={`${classes.result} ${unknownOffline ? classes.warning : classes.idle}`}
        role="status"
        aria-live="assertive"
        data-testid="scan-result"
        data-result="none"
      >
        <Text className={classes.verdict}>{unknownOffline ? t('result.warning') : t('result.waiting')}</Text>
        {unknownOffline && <Text>{t('connection.noOfflineData')}</Text>}
      </div>
    );
  }
  const { answer, offline } = outcome;
  const { person, ticket } = answer;
  const locale = i18n.language;
  return (
    <div
      className={`${classes.result} ${classes[answer.result]}`}
      role="status"
      aria-live="assertive"
      data-testid="scan-result"
      data-result={answer.result}
      data-offline={offline}
      data-scan={answer.scanHash}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        {person && (
          <Avatar src={person.photoUrl} size={96} radius="md" alt={t('result.photoOf', { name: person.name })}>
            {person.name.slice(0, 1)}
          </Avatar>
        )}
        <Stack gap={4}>
          <Text className={classes.verdict}>{t(`result.${answer.result}`)}</Text>
          <Text fw={600} size="lg">
            {reasonText(t, answer, locale)}
          </Text>
          {person && (
            <Text size="lg">
              {person.name}
              {person.membershipNumber !== null && ` · ${t('result.memberNumber', { number: person.membershipNumber })}`}
            </Text>
          )}
          {ticket && (
            <Text size="lg">
              {ticket.product} · {ticket.event} · {ticket.reference}
              {ticket.seat && ` · ${t('result.seat', { row: ticket.seat.row, seat: ticket.seat.seat })}`}
            </Text>
          )}
          <Text size="sm">
            {t('result.scannedAt', { time: timeOf(answer.scannedAt, locale) })}
            {offline && ` · ${t('result.offlineDecision')}`}
          </Text>
        </Stack>
      </Group>
    </div>
  );
}
