import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PeopleImport } from '@tribuna/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { useUpdatePeopleImport } from '../api/update-people-import';
import { importErrorText } from '../lib/import-messages';
import { skipRowsWithErrors, toggleSkippedRow } from '../lib/row-report';
import { ErrorReport } from './error-report';
import { ImportCounts } from './import-counts';
import { PreviewTable } from './preview-table';

interface ReviewStepProps {
  clubHash: string;
  session: PeopleImport;
  /** The last commit was refused because rows have errors. */
  refused: boolean;
  onBack: () => void;
  onReupload: () => void;
  onContinue: () => void;
}

/** Step 3: counts, the first rows and the per-row report; bad rows are fixed in the file or skipped. */
export function ReviewStep({ clubHash, session, refused, onBack, onReupload, onContinue }: ReviewStepProps) {
  const { t } = useTranslation('imports');
  const update = useUpdatePeopleImport(clubHash, session.id);
  const { valid, invalid } = session.counts;
  const ready = invalid === 0 && valid > 0 && !update.isPending;

  return (
    <Stack gap="lg">
      <Title order={2} size="h3" tabIndex={-1} data-step-heading>
        {t('review.title')}
      </Title>
      {refused && (
        <Notice tone="danger" role="alert" data-testid="commit-refused">
          {t('review.refused')}
        </Notice>
      )}
      <ImportCounts session={session} />
      {invalid > 0 ? (
        <Stack gap="sm" align="flex-start">
          <Notice tone="warning" data-testid="review-has-errors">
            {t('review.hasErrors', { count: invalid })}
          </Notice>
          <Group gap="sm">
            <Button
              variant="outline"
              loading={update.isPending}
              onClick={() => update.mutate({ skipRows: skipRowsWithErrors(session) })}
              data-testid="skip-invalid"
            >
              {t('review.skipInvalid', { count: invalid })}
            </Button>
            <Button variant="outline" onClick={onReupload} data-testid="reupload">
              {t('review.reupload')}
            </Button>
          </Group>
        </Stack>
      ) : valid > 0 ? (
        <Notice tone="info" data-testid="review-all-valid">
          {t('review.allValid', { count: valid })}
        </Notice>
      ) : (
        <Notice tone="warning">{t('review.nothingToImport')}</Notice>
      )}
      {update.isError && (
        <Notice tone="danger" role="alert">
          {importErrorText(t, update.error, '')}
        </Notice>
      )}
      <ErrorReport
        session={session}
        busy={update.isPending}
        onToggleRow={(row) => update.mutate({ skipRows: toggleSkippedRow(session.skipRows, row) })}
      />
      <PreviewTable session={session} mapping={session.mapping ?? {}} showStatus />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Stack gap={4} align="flex-end">
          <Button onClick={onContinue} disabled={!ready} data-testid="review-continue">
            {t('actions.continue')}
          </Button>
          {invalid > 0 && (
            <Text size="xs" c="dimmed">
              {t('review.continueHint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
