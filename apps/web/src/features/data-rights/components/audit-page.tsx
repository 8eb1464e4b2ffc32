import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_ACTION_GROUPS, type AuditActionGroup, type AuditEntry } from '@tribuna/contract/data-rights';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { PersonFinder, type ChosenPerson } from './person-finder';

const when = (iso: string, language: string) =>
  // The club's clock, a four-digit year: "1 dic 2026, 10:00".
  new Date(iso).toLocaleString(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  });

/** What an entry recorded, in one short line (fields changed, counts, before and after). */
function detailsOf(entry: AuditEntry): string {
  if (!entry.details) return '';
  return Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

/**
 * Administration → Audit (issue 25 part 4): the club's sensitive actions, newest first, narrowed
 * by person, days and kind, read page after page ("Load more"). On a phone each entry is a card.
 */
export function AuditPage({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('rights');
  const [person, setPerson] = useState<ChosenPerson | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [group, setGroup] = useState<AuditActionGroup | null>(null);
  const filters: AuditFilters = {
    ...(person ? { person: person.hash } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(group ? { group } : {}),
  };
  const log = useAuditLog(clubHash, filters);
  const entries = log.data?.pages.flatMap((page) => page['hydra:member']) ?? [];
  const total = log.data?.pages[0]?.['hydra:totalItems'] ?? 0;
  const clear = () => {
    setPerson(null);
    setFrom('');
    setTo('');
    setGroup(null);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('audit.intro')}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('audit.group')}>
        <Stack gap="sm">
          <PersonFinder clubHash={clubHash} chosen={person} onChoose={setPerson} testId="audit-person" />
          <Group gap="sm" align="end" wrap="wrap">
            <TextInput
              type="date"
              label={t('audit.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              data-testid="audit-from"
            />
            <TextInput type="date" label={t('audit.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} data-testid="audit-to" />
            <Select
              label={t('audit.group')}
              placeholder={t('audit.allGroups')}
              clearable
              value={group}
              onChange={(value) => setGroup((value as AuditActionGroup | null) ?? null)}
              data={AUDIT_ACTION_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
              data-testid="audit-group"
            />
            <Button variant="subtle" onClick={clear}>
              {t('audit.clear')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {log.isPending && <PlaceholderRows />}
      {log.isError && <LoadError message={t('audit.loadError')} retryLabel={t('retry')} onRetry={() => void log.refetch()} />}
      {log.isSuccess && (
        <Text size="sm" c="dimmed" role="status" data-testid="audit-count">
          {t('audit.count', { count: total })}
        </Text>
      )}
      {log.isSuccess && entries.length === 0 && <Text data-testid="audit-empty">{t('audit.empty')}</Text>}
      {entries.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table striped verticalSpacing="xs" data-testid="audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.when')}</Table.Th>
                  <Table.Th>{t('audit.who')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.about')}</Table.Th>
                  <Table.Th>{t('audit.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id} data-testid="audit-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.at, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Who entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <ActionCell entry={entry} />
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{entry.target ?? ''}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        {detailsOf(entry)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack component="ul" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }} aria-label={t('audit.title')}>
            {entries.map((entry) => (
              <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs">
                  <ActionCell entry={entry} />
                  <Text size="xs" c="dimmed">
                    {when(entry.at, i18n.language)}
                  </Text>
                </Group>
                <Who entry={entry} />
                {detailsOf(entry) && (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {detailsOf(entry)}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        </>
      )}
      {log.hasNextPage && (
        <Button
          variant="light"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          data-testid="audit-more"
          w="fit-content"
        >
          {t('audit.loadMore')}
        </Button>
      )}
    </Stack>
  );

  function Who({ entry }: { entry: AuditEntry }) {
    return (
      <Text size="sm">
        {entry.actor?.name ?? t('audit.system')}
        {entry.impersonatedBy && (
          <Text span size="xs" c="orange.9">
            {' '}
            ({t('audit.impersonatedBy', { name: entry.impersonatedBy.name })})
          </Text>
        )}
      </Text>
    );
  }

  function ActionCell({ entry }: { entry: AuditEntry }) {
    return (
      <Group gap={6} wrap="wrap">
        {entry.group && (
          <Badge size="sm" variant="outline" color="dark">
            {t(`groups.${entry.group}`)}
          </Badge>
        )}
        <Text size="sm" ff="monospace">
          {entry.action}
        </Text>
      </Group>
    );
  }
}
