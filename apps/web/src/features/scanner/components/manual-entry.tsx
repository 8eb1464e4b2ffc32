import { Button, Group, TextInput } from '@mantine/core';
import { SCAN_CODE_MAX } from '@tribuna/contract/access-control';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockScanSound } from '../lib/scan-feedback';

/** Typing instead of the camera: the code under a QR or a membership number. */
export function ManualEntry({ onCode, busy }: { onCode: (text: string) => void; busy: boolean }) {
  const { t } = useTranslation('scanner');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    unlockScanSound();
    const code = text.trim();
    if (!code) return;
    onCode(code);
    setText('');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('manual.label')}
          description={t('manual.hint')}
          value={text}
          maxLength={SCAN_CODE_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy}>
          {t('manual.submit')}
        </Button>
      </Group>
    </form>
  );
}
