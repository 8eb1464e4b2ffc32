import { Alert, Badge, Button, Checkbox, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SepaReturnsResult } from '@tribuna/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useImportReturns } from '../api/sepa-api';
import { problemText } from '../lib/problem-text';

/** The bank's file of rejections or returns: each debit found by its reference, with the reason in words and what comes next. */
export function ReturnsSection({ clubHash }: { clubHash: string }) {
  const { t, i18n } = useTranslation('sepa');
  const importReturns = useImportReturns(clubHash);
  const [file, setFile] = useState<File | null>(null);
  const [addBankFee, setAddBankFee] = useState(false);
  const [result, setResult] = useState<SepaReturnsResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!file) return;
    setProblem(null);
    importReturns.mutate(
      { xml: await file.text(), addBankFee },
      { onSuccess: setResult, onError: (error) => setProblem(problemText(error, t, t('returns.failed'))) },
    );
  };
  const reasonOf = (code: string | null) =>
    code ? t(`reasons.${code}`, { defaultValue: t('reasons.unknown', { code }) }) : t('reasons.none');

  return (
    <Stack component="section" gap="sm" aria-labelledby="sepa-returns-title">
      <Title order={2} id="sepa-returns-title">
        {t('returns.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('returns.intro')}
      </Text>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <FileInput
            label={t('returns.file')}
            accept=".xml,application/xml,text/xml"
            value={file}
            onChange={setFile}
            clearable
            data-testid="sepa-returns-file"
          />
          <Checkbox label={t('returns.addBankFee')} checked={addBankFee} onChange={(event) => setAddBankFee(event.currentTarget.checked)} />
          <Group>
            <Button onClick={() => void send()} disabled={!file} loading={importReturns.isPending} data-testid="sepa-returns-import">
              {t('returns.import')}
            </Button>
          </Group>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </Paper>
      {result && (
        <Stack gap="xs" data-testid="sepa-returns-result">
          <Text fw={600} role="status">
            {t('returns.summary', { matched: result.matched, unmatched: result.unmatched })}
          </Text>
          {result.items.map((item, index) => (
            <Paper key={`${item.endToEndId}-${index}`} withBorder p="sm" data-testid="sepa-return">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{item.personName ?? t('returns.unknownDebit')}</Text>
                  <Text size="sm">
                    {[item.feeName, item.amount !== null ? formatMoney(item.amount, i18n.language) : null].filter(Boolean).join(' · ')}
                  </Text>
                  <Text size="sm">{reasonOf(item.reasonCode)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`actions.${item.action}`)}
                    {item.mandateBlocked ? ` · ${t('returns.mandateBlocked')}` : ''}
                    {item.feeAdded > 0 ? ` · ${t('returns.feeAdded', { fee: formatMoney(item.feeAdded, i18n.language) })}` : ''}
                  </Text>
                </div>
                <Badge variant="light" color={item.outcome === 'unmatched' ? 'gray' : item.outcome === 'already_done' ? 'blue' : 'red'}>
                  {t(`outcomes.${item.outcome}`)}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
