import { Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { PEOPLE_IMPORT_FIELDS, type PeopleImport, type PeopleImportField, type PeopleImportMapping } from '@tribuna/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError } from '../../../components/forms';
import { Notice } from '../../../components/ui/notice';
import { useUpdatePeopleImport } from '../api/update-people-import';
import {
  assignColumn,
  fieldOfColumn,
  IMPORT_TYPES,
  leadingSkipped,
  missingRequiredFields,
  sameMapping,
  suggestMapping,
  withLeadingSkipped,
  type ImportType,
} from '../lib/import-mapping';
import { importErrorText } from '../lib/import-messages';
import { ColumnMappingField } from './column-mapping-field';
import { ImportCounts } from './import-counts';
import { PreviewTable } from './preview-table';
import { useFieldLabel } from './use-field-label';

interface MappingStepProps {
  clubHash: string;
  session: PeopleImport;
  onBack: () => void;
  onContinue: () => void;
}

type Draft = { mapping: PeopleImportMapping; type: ImportType; skipRows: number[] };

const sameRows = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((row, i) => row === b[i]);

/** Step 2: which field each column fills; every change checks all rows again on the server. */
export function MappingStep({ clubHash, session, onBack, onContinue }: MappingStepProps) {
  const { t } = useTranslation('imports');
  const label = useFieldLabel();
  const update = useUpdatePeopleImport(clubHash, session.id);
  const [draft, setDraft] = useState<Draft>(() => ({
    mapping:
      session.mapping ??
      suggestMapping(session.columns, session.suggestedMapping, Object.fromEntries(PEOPLE_IMPORT_FIELDS.map((f) => [f, label(f)]))),
    type: session.type as ImportType,
    skipRows: session.skipRows,
  }));
  const missing = missingRequiredFields(draft.mapping);

  const apply = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (missingRequiredFields(next.mapping).length === 0) update.mutate(next);
  };

  // A new upload is checked at once with the proposed mapping, so the counts are there on arrival.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (session.status === 'uploaded' && missing.length === 0) update.mutate(draft);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const inSync =
    session.status === 'validated' &&
    sameMapping(session.mapping, draft.mapping) &&
    session.type === draft.type &&
    sameRows(session.skipRows, draft.skipRows);
  const fieldErrors = fieldErrorsFromApiError(update.error);
  const columnError = (field: PeopleImportField | undefined) => {
    const problem = field ? fieldErrors[`mapping.${field}`]?.[0] : undefined;
    return problem ? translateFieldError(t, problem) : undefined;
  };
  const examples = (column: string) =>
    session.preview
      .map((row) => row[column] ?? '')
      .filter((v) => v.trim() !== '')
      .slice(0, 3);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" tabIndex={-1} data-step-heading>
          {t('mapping.title')}
        </Title>
        <Text size="sm">{t('mapping.intro', { file: session.fileName, count: session.total })}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t('upload.typeLabel')}
          description={t('upload.typeHint')}
          data={IMPORT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          value={draft.type}
          onChange={(event) => apply({ type: event.currentTarget.value as ImportType })}
          data-testid="mapping-type"
        />
        <TextInput
          type="number"
          min={0}
          max={Math.max(0, session.total - 1)}
          label={t('mapping.skipHeaderRows')}
          description={t('mapping.skipHeaderRowsHint')}
          value={String(leadingSkipped(draft.skipRows))}
          onChange={(event) => {
            const count = Math.min(Math.max(0, Math.floor(Number(event.currentTarget.value) || 0)), Math.max(0, session.total - 1));
            apply({ skipRows: withLeadingSkipped(draft.skipRows, count) });
          }}
          data-testid="skip-header-rows"
        />
      </SimpleGrid>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('mapping.columnsList')}
      >
        {session.columns.map((column, index) => {
          const field = fieldOfColumn(draft.mapping, column);
          return (
            <ColumnMappingField
              key={column}
              column={column}
              index={index}
              examples={examples(column)}
              value={field}
              error={columnError(field)}
              onChange={(next) => apply({ mapping: assignColumn(draft.mapping, column, next) })}
            />
          );
        })}
      </SimpleGrid>
      <div aria-live="polite">
        {missing.length > 0 ? (
          <Notice tone="warning" data-testid="mapping-missing">
            {t('mapping.missing', { fields: missing.map(label).join(', ') })}
          </Notice>
        ) : update.isPending ? (
          <Group gap="xs" data-testid="mapping-checking">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">{t('mapping.checking', { count: session.total })}</Text>
          </Group>
        ) : update.isError ? (
          <Notice tone="danger" role="alert" data-testid="mapping-error">
            {importErrorText(t, update.error, '')}
          </Notice>
        ) : inSync ? (
          <ImportCounts session={session} />
        ) : null}
      </div>
      <PreviewTable session={session} mapping={draft.mapping} showStatus={inSync && !update.isPending} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('actions.chooseAnotherFile')}
        </Button>
        <Button onClick={onContinue} disabled={!inSync || update.isPending || missing.length > 0} data-testid="mapping-continue">
          {t('actions.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
