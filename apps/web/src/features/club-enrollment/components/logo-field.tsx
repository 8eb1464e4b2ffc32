import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { LOGO_MAX_BYTES } from '@tribuna/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLogoFile, LOGO_ACCEPT, type LogoProblem } from '../lib/logo-file';

const HIDDEN_INPUT = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

interface LogoFieldProps {
  value: File | null;
  onChange: (file: File | null) => void;
}

/** Optional logo: images only, at most 2 MB, checked here before upload, with a preview. */
export function LogoField({ value, onChange }: LogoFieldProps) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const inputId = `${id}-file`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    if (!file) return;
    const found = checkLogoFile(file);
    setProblem(found);
    if (found) {
      // A refused file is not kept: clearing the input lets the person pick the same name again.
      event.currentTarget.value = '';
      onChange(null);
      return;
    }
    onChange(file);
  };

  const clear = () => {
    setProblem(null);
    onChange(null);
    if (input.current) input.current.value = '';
  };

  const error = problem ? t(problem === 'type' ? 'errors.logoType' : 'errors.logoSize', { max: LOGO_MAX_BYTES / 1024 / 1024 }) : undefined;
  return (
    <Input.Wrapper
      id={id}
      label={t('register.logo')}
      description={t('register.logoHelp', { max: LOGO_MAX_BYTES / 1024 / 1024 })}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {/* The native picker's own texts follow the browser's language, not the app's: a translated
            button opens it, and the input stays in the page (hidden) for the files it receives. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          name="logo"
          accept={LOGO_ACCEPT}
          onChange={pick}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="club-logo-input"
          style={HIDDEN_INPUT}
        />
        <Button
          id={id}
          variant="outline"
          onClick={() => input.current?.click()}
          aria-labelledby={`${id}-label ${id}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-description${problem ? ` ${id}-error` : ''}`}
          style={{ alignSelf: 'flex-start' }}
          data-testid="club-logo-button"
        >
          {t(value ? 'register.changeLogo' : 'register.chooseLogo')}
        </Button>
        {value && preview && (
          <Group gap="sm" wrap="nowrap">
            <Image src={preview} alt={t('register.logoPreview')} w={64} h={64} fit="contain" radius="md" data-testid="club-logo-preview" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value.name}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={clear}>
                {t('register.removeLogo')}
              </Button>
            </Stack>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
