import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { PEOPLE_IMPORT_MAX_BYTES, PEOPLE_IMPORT_MAX_ROWS, type PeopleImport } from '@tribuna/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { useUploadPeopleImport } from '../api/upload-people-import';
import { checkFile, formatBytes } from '../lib/file-check';
import { IMPORT_TYPES, isImportType, type ImportType } from '../lib/import-mapping';
import { importErrorText } from '../lib/import-messages';
import { ExpectedColumns } from './expected-columns';
import { FileDropZone } from './file-drop-zone';
import { TransferProgress } from './transfer-progress';

interface UploadStepProps {
  clubHash: string;
  /** The type of the file being replaced, when the manager uploads a corrected one. */
  defaultType?: string;
  onUploaded: (session: PeopleImport) => void;
}

/** Step 1: the profile type and the file; the upload shows its real progress. */
export function UploadStep({ clubHash, defaultType, onUploaded }: UploadStepProps) {
  const { t, i18n } = useTranslation('imports');
  const [type, setType] = useState<ImportType>(isImportType(defaultType) ? defaultType : 'member');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPeopleImport(clubHash);
  const maxSize = formatBytes(PEOPLE_IMPORT_MAX_BYTES, i18n.language);
  const limitsId = useId();
  const errorId = useId();

  const choose = (next: File | null) => {
    upload.reset();
    setFile(next);
    const found = next ? checkFile(next) : null;
    setProblem(found ? t(`errors.${found}`, { size: maxSize }) : null);
  };

  const submit = async () => {
    if (!file) return setProblem(t('errors.missing'));
    if (problem) return;
    try {
      onUploaded(await upload.mutateAsync({ file, type }));
    } catch {
      // Shown below from upload.error.
    }
  };

  const error = problem ?? (upload.isError ? importErrorText(t, upload.error, maxSize) : null);
  const percent = upload.progress;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" tabIndex={-1} data-step-heading>
          {t('upload.title')}
        </Title>
        <Text size="sm">{t('upload.intro')}</Text>
      </Stack>
      <NativeSelect
        label={t('upload.typeLabel')}
        description={t('upload.typeHint')}
        data={IMPORT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as ImportType)}
        disabled={upload.isPending}
        maw={360}
        data-testid="import-type"
      />
      <Stack gap={6}>
        <FileDropZone
          file={file}
          onFile={choose}
          disabled={upload.isPending}
          describedByIds={[limitsId, error ? errorId : undefined]}
          invalid={Boolean(error)}
        />
        <Text id={limitsId} size="sm" c="dimmed">
          {t('upload.limits', { size: maxSize, rows: PEOPLE_IMPORT_MAX_ROWS })}
        </Text>
      </Stack>
      {upload.isPending && (
        <TransferProgress
          value={percent}
          label={t('upload.progressLabel')}
          status={percent === null ? t('upload.reading') : t('upload.uploading')}
          data-testid="upload-progress"
        />
      )}
      {error && (
        <div id={errorId}>
          <Notice tone="danger" role="alert" data-testid="upload-error">
            {error}
          </Notice>
        </div>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={upload.isPending} disabled={Boolean(problem)} data-testid="upload-submit">
          {t('upload.submit')}
        </Button>
      </Group>
      <ExpectedColumns />
    </Stack>
  );
}
