import { Button, Stack } from '@mantine/core';
import { Notice } from './notice';

interface LoadErrorProps {
  /** Already translated: what could not be loaded. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}

/** A failed load: a danger notice read out at once, and a way to try again. */
export function LoadError({ message, retryLabel, onRetry, testId }: LoadErrorProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <Notice tone="danger" role="alert" data-testid={testId}>
        {message}
      </Notice>
      <Button variant="outline" size="xs" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}
