import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SCAN_RESULTS, type AccessScan, type AccessScanQuery, type ScanResult } from '@tribuna/contract/access-control';
import { ACCESS_CONTROL_ROUTES } from '@tribuna/contract/access-control.routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { useMay } from '../../../lib/permissions';
import { useAccessLists } from '../api/access-lists';
import { SCANS_PAGE_SIZE, useAccessScans } from '../api/access-scans';
import { AnnulScanModal } from './annul-scan-modal';
import { ScanLogRow } from './scan-log-row';

/** The log of every scan, newest first: filter by list, result, person or ticket, and day. */
export function ScanLogPanel({ clubHash }: { clubHash: string }) {
  const { t } = useTranslation(['access', 'scanner']);
  const may = useMay();
  const canAnnul = may(ACCESS_CONTROL_ROUTES.annulScan.access);
  const lists = useAccessLists(clubHash);
  const [listHash, setListHash] = useState<string | null>(null);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [search, setSearch] = useState('');
  const [day, setDay] = useState('');
  const [page, setPage] = useState(1);
  const [annulling, setAnnulling] = useState<AccessScan | null>(null);
  const [q] = useDebouncedValue(search.trim(), 300);
  const filters: AccessScanQuery = {
    page,
    ...(listHash ? { listHash } : {}),
    ...(result ? { result } : {}),
    ...(q ? { q } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(day) ? { day } : {}),
  };
  const scans = useAccessScans(clubHash, filters);
  const items = scans.data?.['hydra:member'] ?? [];
  const total = scans.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / SCANS_PAGE_SIZE));
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const listChoices = (lists.data?.['hydra:member'] ?? []).map((list) => ({ value: list.hash, label: list.name }));
  const resultChoices = SCAN_RESULTS.map((value) => ({ value, label: t(`scanner:result.${value}`) }));

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('log.filters')}>
        <Select
          label={t('log.list')}
          placeholder={t('log.allLists')}
          data={listChoices}
          value={listHash}
          onChange={refilter(setListHash)}
          clearable
          w={{ base: '100%', xs: 200 }}
          data-testid="access-log-list"
        />
        <Select
          label={t('log.result')}
          placeholder={t('log.allResults')}
          data={resultChoices}
          value={result}
          onChange={refilter((value: string | null) => setResult(value as ScanResult | null))}
          clearable
          w={{ base: '100%', xs: 160 }}
          data-testid="access-log-result"
        />
        <TextInput
          label={t('log.search')}
          description={t('log.searchHelp')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 220 }}
          data-testid="access-log-search"
        />
        <TextInput
          type="date"
          label={t('log.day')}
          value={day}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 170 }}
          data-testid="access-log-day"
        />
      </Group>
      {scans.isPending && <PlaceholderRows />}
      {scans.isError && <LoadError message={t('errors.loadLog')} retryLabel={t('actions.retry')} onRetry={() => void scans.refetch()} />}
      {scans.isSuccess && (
        <Text size="sm" c="dimmed" role="status" data-testid="access-log-total">
          {t('log.total', { count: total })}
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('log.label')} data-testid="access-log">
          {items.map((scan) => (
            <ScanLogRow key={scan.hash} scan={scan} onAnnul={canAnnul && !scan.annulled ? () => setAnnulling(scan) : undefined} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center" gap="sm">
          <Button variant="outline" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('log.previous')}
          </Button>
          <Text size="sm">{t('log.page', { page, pages })}</Text>
          <Button variant="outline" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('log.next')}
          </Button>
        </Group>
      )}
      <AnnulScanModal clubHash={clubHash} scan={annulling} onClose={() => setAnnulling(null)} />
    </Stack>
  );
}
