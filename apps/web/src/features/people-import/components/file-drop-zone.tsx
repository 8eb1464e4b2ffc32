import { Text } from '@mantine/core';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from '../../../components/forms';
import { ACCEPT, formatBytes } from '../lib/file-check';
import classes from './file-drop-zone.module.css';

interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** Ids of the texts that describe the input (limits, current error). */
  describedByIds?: (string | undefined)[];
  invalid?: boolean;
}

/**
 * A native file input (visually hidden, still focusable and labelled) under a large drop area:
 * a click on the area opens the picker through its <label>, a file dropped on it is taken as
 * chosen, and the keyboard reaches the input itself.
 */
export function FileDropZone({ file, onFile, disabled, describedByIds = [], invalid }: FileDropZoneProps) {
  const { t, i18n } = useTranslation('imports');
  const id = useId();
  const statusId = `${id}-status`;
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div>
      <Text component="label" htmlFor={id} fw={500} size="sm" display="block" mb={4}>
        {t('upload.fileLabel')}
      </Text>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className={classes.input}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(statusId, ...describedByIds)}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        data-testid="import-file-input"
      />
      <label
        htmlFor={id}
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
      >
        <svg width={32} height={32} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
          <path d="M12 16V4M7 9l5-5 5 5M4 16v4h16v-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span id={statusId}>
          <Text component="span" fw={600} display="block">
            {file ? file.name : t('upload.dropzone')}
          </Text>
          <Text component="span" size="sm" c="dimmed" display="block">
            {file ? formatBytes(file.size, i18n.language) : t('upload.dropzoneHint')}
          </Text>
        </span>
      </label>
    </div>
  );
}
