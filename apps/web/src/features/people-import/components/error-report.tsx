import { Button, Group, List, ScrollArea, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { PEOPLE_IMPORT_MAX_ERRORS, type PeopleImport, type PeopleImportRowError } from '@tribuna/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/api-client';
import { csvBlob, csvText, delimiterFor } from '../lib/csv-text';
import { translateRowReason } from '../lib/import-messages';
import { errorReportTable, reportRows } from '../lib/row-report';
import { StatusBadge } from './status-badge';
import { useFieldLabel } from './use-field-label';

/** Long reports grow on request: a table of thousands of rows would freeze a phone. */
const PAGE = 50;

interface ErrorReportProps {
  session: PeopleImport;
  onToggleRow: (row: number) => void;
  busy: boolean;
}

/** Step 3's report: each row with errors, which column and why; rows can be skipped one by one. */
export function ErrorReport({ session, onToggleRow, busy }: ErrorReportProps) {
  const { t, i18n } = useTranslation('imports');
  const label = useFieldLabel();
  const titleId = useId();
  const [onlyErrors, setOnlyErrors] = useState(true);
  const [shown, setShown] = useState(PAGE);
  const rows = reportRows(session, onlyErrors);
  const mapping = (session.mapping ?? {}) as Record<string, string | undefined>;

  const problem = (error: PeopleImportRowError) => {
    const values = { field: label(error.field), column: mapping[error.field] ?? '', reason: translateRowReason(t, error) };
    return mapping[error.field] ? t('report.problem', values) : t('report.problemNoColumn', values);
  };
  const person = (values: Record<string, string> | null) =>
    values
      ? [mapping.name, mapping.surname]
          .map((column) => (column ? (values[column] ?? '') : ''))
          .join(' ')
          .trim()
      : '';

  const download = () => {
    const table = errorReportTable(session.errors, session.mapping, {
      headers: [t('report.csvRow'), t('report.csvColumn'), t('report.csvField'), t('report.csvReason')],
      field: label,
      reason: (error) => translateRowReason(t, error),
    });
    saveBlob(csvBlob(csvText(table, delimiterFor(i18n.language))), t('report.fileName'));
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('report.title')}
        </Title>
        <Button variant="outline" size="sm" onClick={download} disabled={session.errors.length === 0} data-testid="download-report">
          {t('report.download')}
        </Button>
      </Group>
      <Switch
        label={t('report.onlyErrors')}
        checked={onlyErrors}
        onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
        data-testid="only-errors"
      />
      {rows.length === 0 ? (
        <Text size="sm" data-testid="report-empty">
          {t('report.empty')}
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': titleId }}>
          <Table withTableBorder miw={640} verticalSpacing="xs" data-testid="error-report">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('report.row')}</Table.Th>
                <Table.Th scope="col">{t('report.status')}</Table.Th>
                <Table.Th scope="col">{t('report.person')}</Table.Th>
                <Table.Th scope="col">{t('report.problems')}</Table.Th>
                <Table.Th scope="col">{t('report.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.slice(0, shown).map((row) => (
                <Table.Tr key={row.row} data-testid="report-row" data-row={row.row} data-status={row.status}>
                  <Table.Th scope="row">{row.row}</Table.Th>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>{person(row.values)}</Table.Td>
                  <Table.Td>
                    {row.errors.length > 0 && (
                      <List size="sm" spacing={2}>
                        {row.errors.map((error, index) => (
                          <List.Item key={index}>{problem(error)}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      disabled={busy}
                      onClick={() => onToggleRow(row.row)}
                      data-testid="toggle-row"
                    >
                      {row.status === 'skipped' ? t('report.includeRow', { row: row.row }) : t('report.skipRow', { row: row.row })}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {rows.length > shown && (
        <Group>
          <Button variant="default" size="sm" onClick={() => setShown((n) => n + PAGE)}>
            {t('report.showMore', { count: Math.min(PAGE, rows.length - shown) })}
          </Button>
        </Group>
      )}
      {session.errors.length >= PEOPLE_IMPORT_MAX_ERRORS && (
        <Text size="sm" c="dimmed">
          {t('report.truncated', { max: PEOPLE_IMPORT_MAX_ERRORS })}
        </Text>
      )}
    </Stack>
  );
}
