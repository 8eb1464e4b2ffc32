import { Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromApiError, translateFieldError } from '../../../components/forms/field-errors';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useUploadClubLogo } from '../api/upload-club-logo';
import { checkLogoFile, LOGO_ACCEPT, LOGO_MAX_MB } from '../lib/logo-file';
import type { SectionProps } from './section-props';

const HIDDEN_INPUT = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** The translated reason a server refused the upload. */
function uploadErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.httpStatus === 413) return t('logo.errors.size', { max: LOGO_MAX_MB });
  const problems = fieldErrorsFromApiError(error).file;
  if (problems?.length) return problems.map((code) => translateFieldError(t, code)).join(' ');
  return t('logo.errors.failed');
}

/**
 * The current logo and its replacement: a picked file is checked here (type and size, as the
 * server does) and uploaded at once; the preview then shows the address the API serves it from.
 */
export function LogoSection({ clubHash, settings }: Omit<SectionProps, 'onDirtyChange'>) {
  const { t } = useTranslation('settings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadClubLogo(clubHash);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = 'settings-logo-title';

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared at once: choosing the same file again (after a failure) fires a change again.
    event.currentTarget.value = '';
    if (!file) return;
    const found = checkLogoFile(file);
    if (found) {
      setProblem(t(found === 'type' ? 'logo.errors.type' : 'logo.errors.size', { max: LOGO_MAX_MB }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => notify('success', t('logo.uploaded')),
      onError: (error) => setProblem(uploadErrorText(t, error)),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId} data-testid="settings-logo">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {t('logo.title')}
          </Title>
          <Text size="sm" c="dimmed" id={`${id}-description`}>
            {t('logo.description', { max: LOGO_MAX_MB })}
          </Text>
        </Stack>
        <Group gap="md" align="center" wrap="wrap">
          {settings.image ? (
            <Image
              src={settings.image}
              alt={t('logo.current', { club: settings.name })}
              w={96}
              h={96}
              fit="contain"
              radius="md"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="settings-logo-preview"
            />
          ) : (
            <Text size="sm" data-testid="settings-logo-none">
              {t('logo.none')}
            </Text>
          )}
          <Stack gap="xs">
            <input
              ref={input}
              type="file"
              name="logo"
              accept={LOGO_ACCEPT}
              onChange={pick}
              tabIndex={-1}
              aria-hidden="true"
              style={HIDDEN_INPUT}
              data-testid="settings-logo-input"
            />
            <Button
              variant="outline"
              onClick={() => input.current?.click()}
              loading={upload.isPending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-description${problem ? ` ${id}-error` : ''}`}
              data-testid="settings-logo-button"
            >
              {t(settings.image ? 'logo.replace' : 'logo.upload')}
            </Button>
          </Stack>
        </Group>
        {upload.isPending && (
          // fetch reports no upload progress; logos are small (2 MB at most), so a busy state says enough.
          <Group gap="xs" role="status" data-testid="settings-logo-busy">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('logo.uploading')}</Text>
          </Group>
        )}
        {problem && (
          <Text id={`${id}-error`} role="alert" size="sm" c="red.9" data-testid="settings-logo-error">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
