import { ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { PEOPLE_IMPORT_FIELDS, type PeopleImport, type PeopleImportMapping } from '@tribuna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { headerKey } from '../lib/import-mapping';
import { errorsByRow, FIRST_DATA_ROW, rowStatus } from '../lib/row-report';
import { StatusBadge } from './status-badge';
import { useFieldLabel } from './use-field-label';

interface PreviewTableProps {
  session: Pick<PeopleImport, 'preview' | 'errors' | 'skipRows'>;
  mapping: PeopleImportMapping;
  /** Row states are known only once the rows were checked with this mapping. */
  showStatus: boolean;
}

/** The file's first rows as they will be imported: one column per mapped field. */
export function PreviewTable({ session, mapping, showStatus }: PreviewTableProps) {
  const { t } = useTranslation('imports');
  const label = useFieldLabel();
  const titleId = useId();
  const fields = PEOPLE_IMPORT_FIELDS.filter((field) => mapping[field] !== undefined);
  const byRow = errorsByRow(session.errors);
  const skipped = new Set(session.skipRows);

  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('preview.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('preview.caption', { count: session.preview.length })}
      </Text>
      {fields.length === 0 ? (
        <Text size="sm">{t('preview.noFields')}</Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': titleId }}>
          <Table striped withTableBorder highlightOnHover miw={Math.max(420, 140 * fields.length)} data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('preview.row')}</Table.Th>
                {showStatus && <Table.Th scope="col">{t('preview.status')}</Table.Th>}
                {fields.map((field) => (
                  <Table.Th key={field} scope="col">
                    {label(field)}
                    {headerKey(mapping[field]!) !== headerKey(label(field)) && (
                      <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
                        {mapping[field]}
                      </Text>
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {session.preview.map((values, index) => {
                const row = index + FIRST_DATA_ROW;
                return (
                  <Table.Tr key={row} data-row={row}>
                    <Table.Th scope="row">{row}</Table.Th>
                    {showStatus && (
                      <Table.Td>
                        <StatusBadge status={rowStatus(row, byRow, skipped)} />
                      </Table.Td>
                    )}
                    {fields.map((field) => (
                      <Table.Td key={field}>{values[mapping[field]!] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
