import { Button, Group, Stack, Text } from '@mantine/core';
import { CARD_BACKGROUND_MAX_BYTES, LOGO_MIME_TYPES } from '@tribuna/contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError } from '../../../components/forms/field-errors';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUploadCardBackground } from '../api/upload-card-background';

const MAX_MB = CARD_BACKGROUND_MAX_BYTES / 1024 / 1024;
const HIDDEN_INPUT = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

interface CardBackgroundFieldProps {
  clubHash: string;
  hasPicture: boolean;
  /** Marks the saved picture to be dropped at the next save (or undoes that). */
  removing: boolean;
  onRemoveChange: (removing: boolean) => void;
}

/**
 * The card's background picture: checked here as the server does (type, size), uploaded at once
 * (the design answer carries its new address); removing it waits for the design's save.
 */
export function CardBackgroundField({ clubHash, hasPicture, removing, onRemoveChange }: CardBackgroundFieldProps) {
  const { t } = useTranslation('card');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCardBackground(clubHash);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared at once: choosing the same file again (after a failure) fires a change again.
    event.currentTarget.value = '';
    if (!file) return;
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(t('design.backgroundErrors.type'));
    if (file.size > CARD_BACKGROUND_MAX_BYTES) return setProblem(t('design.backgroundErrors.size', { max: MAX_MB }));
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => {
        onRemoveChange(false);
        notify('success', t('design.uploaded'));
      },
      onError: (error) => {
        const codes = fieldErrorsFromApiError(error).file;
        if (error instanceof ApiError && error.httpStatus === 413) setProblem(t('design.backgroundErrors.size', { max: MAX_MB }));
        else setProblem(codes?.length ? codes.map((code) => translateFieldError(t, code)).join(' ') : t('design.backgroundErrors.failed'));
      },
    });
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id={`${id}-label`}>
        {t('design.background')}
      </Text>
      <Text size="sm" c="dimmed" id={`${id}-hint`}>
        {t('design.backgroundHint', { max: MAX_MB })}
      </Text>
      <input
        ref={input}
        type="file"
        name="background"
        accept={LOGO_MIME_TYPES.join(',')}
        onChange={pick}
        tabIndex={-1}
        aria-hidden="true"
        style={HIDDEN_INPUT}
        data-testid="card-design-background-input"
      />
      <Group gap="sm">
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          data-testid="card-design-background-upload"
        >
          {t(hasPicture && !removing ? 'design.replaceBackground' : 'design.uploadBackground')}
        </Button>
        {hasPicture && (
          <Button variant="subtle" color="red" onClick={() => onRemoveChange(!removing)} data-testid="card-design-background-remove">
            {t(removing ? 'design.keepBackground' : 'design.removeBackground')}
          </Button>
        )}
      </Group>
      {problem && (
        <Text id={`${id}-error`} role="alert" size="sm" c="red.9" data-testid="card-design-background-error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
