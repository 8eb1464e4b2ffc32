import { Alert, Button, Checkbox, Group, Paper, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceholderRows } from '../../../components/ui/placeholder-rows';
import { numericDate } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCreateBatch, useCreditors, useDueCharges } from '../api/sepa-api';
import { problemText } from '../lib/problem-text';

/** Pick the due charges (all by default), the creditor and the collection date, and make the batch. */
export function NewBatchSection({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('sepa');
  const [scheme, setScheme] = useState<'CORE' | 'B2B'>('CORE');
  const due = useDueCharges(clubHash, scheme);
  const creditors = useCreditors(clubHash);
  const create = useCreateBatch(clubHash);
  const creditorItems = creditors.data?.['hydra:member'] ?? [];
  const charges = useMemo(() => due.data?.charges ?? [], [due.data]);
  const [creditorHash, setCreditorHash] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => setPicked(new Set(charges.map((charge) => charge.chargeHash))), [charges]);
  useEffect(() => {
    if (due.data && !date) setDate(due.data.earliestCollectionDate);
  }, [due.data, date]);
  const chosenCreditor = creditorHash ?? creditorItems.find((item) => item.isDefault)?.hash ?? null;
  const total = charges.filter((charge) => picked.has(charge.chargeHash)).reduce((sum, charge) => sum + charge.amount, 0);
  const toggle = (hash: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(hash);
      else next.delete(hash);
      return next;
    });

  const generate = () => {
    if (!chosenCreditor) return setProblem(t('newBatch.needCreditor'));
    setProblem(null);
    create.mutate(
      { creditorHash: chosenCreditor, collectionDate: date, scheme, chargeHashes: [...picked] },
      {
        onSuccess: (batch) =>
          notify(
            'success',
            t('newBatch.created', { n: batch.count, total: formatMoney(batch.total, i18n.language), notified: batch.notified }),
          ),
        onError: (error) => setProblem(problemText(error, t, t('newBatch.failed'))),
      },
    );
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="sepa-new-batch-title">
      <Title order={2} id="sepa-new-batch-title">
        {t('newBatch.title')}
      </Title>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('newBatch.scheme')}
            value={scheme}
            onChange={(value) => setScheme(value as 'CORE' | 'B2B')}
            data={[
              { value: 'CORE', label: t('newBatch.core') },
              { value: 'B2B', label: t('newBatch.b2b') },
            ]}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('newBatch.creditor')}
              data={creditorItems.map((item) => ({ value: item.hash, label: item.label }))}
              value={chosenCreditor}
              onChange={setCreditorHash}
              allowDeselect={false}
              miw={200}
            />
            <TextInput
              type="date"
              label={t('newBatch.date')}
              description={
                due.data ? t('newBatch.dateHelp', { date: numericDate(due.data.earliestCollectionDate, i18n.language) }) : undefined
              }
              min={due.data?.earliestCollectionDate}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              miw={200}
            />
          </Group>
          {due.isPending && <PlaceholderRows />}
          {due.isError && <LoadError message={t('errors.load')} retryLabel={t('retry')} onRetry={() => void due.refetch()} />}
          {due.isSuccess && charges.length === 0 && <Text data-testid="sepa-due-empty">{t('newBatch.empty')}</Text>}
          {charges.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="sepa-due">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('newBatch.include')}</Table.Th>
                    <Table.Th>{t('newBatch.person')}</Table.Th>
                    <Table.Th>{t('newBatch.fee')}</Table.Th>
                    <Table.Th>{t('newBatch.amount')}</Table.Th>
                    <Table.Th>{t('newBatch.debit')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {charges.map((charge) => {
                    const person = `${charge.personName} ${charge.personSurname}`;
                    return (
                      <Table.Tr key={charge.chargeHash}>
                        <Table.Td>
                          <Checkbox
                            aria-label={t('newBatch.includeOne', { person, fee: charge.feeName })}
                            checked={picked.has(charge.chargeHash)}
                            onChange={(event) => toggle(charge.chargeHash, event.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>{person}</Table.Td>
                        <Table.Td>
                          {charge.feeName}
                          <Text size="xs" c="dimmed">
                            {t('newBatch.dueOn', { date: numericDate(charge.dueOn, i18n.language) })}
                            {charge.retry ? ` · ${t('newBatch.retry')}` : ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>{formatMoney(charge.amount, i18n.language)}</Table.Td>
                        <Table.Td>
                          {t(`sequence.${charge.sequenceType}`)}
                          {charge.amended ? ` · ${t('newBatch.amended')}` : ''}
                          <Text size="xs" c="dimmed">
                            {charge.holderName} · {charge.ibanMasked}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} data-testid="sepa-batch-total">
              {t('newBatch.total', { n: picked.size, total: formatMoney(total, i18n.language) })}
            </Text>
            <Button onClick={generate} disabled={picked.size === 0 || !date} loading={create.isPending} data-testid="sepa-generate">
              {t('newBatch.generate')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
