import { Button, Stack, Text, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 2500;

type CopyState = 'idle' | 'copied' | 'failed';

export interface Copier {
  state: CopyState;
  copy: () => void;
}

/** Puts `value` on the clipboard and remembers how it went ("copied" for a moment, or "failed"). */
export function useCopy(value: string): Copier {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      // Absent outside a secure context (a page served without HTTPS): a refusal too.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy: () => void copy() };
}

/** What a refused clipboard tells the person (placed by the caller, e.g. under a whole field). */
export function CopyFailure({ copier }: { copier: Copier }) {
  const { t } = useTranslation('common');
  if (copier.state !== 'failed') return null;
  return (
    <Text role="alert" size="xs" c="red.9">
      {t('copy.failed')}
    </Text>
  );
}

interface CopyButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** The text put on the clipboard. */
  value: string;
  /** A copier shared with a CopyFailure placed elsewhere; without it the failure shows under the button. */
  copier?: Copier;
  testId?: string;
}

/**
 * Copies a text and says so: the button reads "Copied" for a moment, screen readers hear it
 * (a polite status), and a refused clipboard (permission denied, no HTTPS) says so instead of
 * doing nothing.
 */
export function CopyButton({ value, copier, testId, size, variant = 'light' }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const own = useCopy(value);
  const { state, copy } = copier ?? own;
  const copied = state === 'copied';
  const button = (
    <>
      <Button
        size={size}
        variant={copied ? 'filled' : variant}
        color={copied ? 'success' : undefined}
        onClick={copy}
        data-testid={testId}
        data-copy-state={state}
      >
        {t(copied ? 'copy.done' : 'copy.action')}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {copied ? t('copy.announced') : ''}
      </VisuallyHidden>
    </>
  );
  if (copier) return button;
  return (
    <Stack gap={4} align="flex-start">
      {button}
      <CopyFailure copier={own} />
    </Stack>
  );
}
