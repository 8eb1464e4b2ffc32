import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A read-only link with a copy button; the button says "Copied" for a moment after copying. */
export function CopyLinkField({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
      <CopyButton value={url} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'outline'}
            color={copied ? 'success' : undefined}
            onClick={copy}
            data-testid={testId ? `${testId}-copy` : undefined}
            aria-live="polite"
          >
            {copied ? t('invitations.copied') : t('invitations.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
