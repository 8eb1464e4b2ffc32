import { Group, Progress, Stack, Text } from '@mantine/core';

interface TransferProgressProps {
  /** 0–1 when the share is known; null for "working, length unknown". */
  value: number | null;
  /** Names the bar for screen readers. */
  label: string;
  /** What is happening, announced politely when it changes. */
  status: string;
  'data-testid'?: string;
}

/** A labelled progress bar: real percentages while bytes are sent, a moving stripe while the server works. */
export function TransferProgress({ value, label, status, ...rest }: TransferProgressProps) {
  const percent = value === null ? null : Math.round(value * 100);
  return (
    <Stack gap={4} data-testid={rest['data-testid']} data-percent={percent ?? 'busy'}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {status}
        </Text>
        {percent !== null && (
          <Text size="sm" fw={600} aria-hidden="true">
            {percent} %
          </Text>
        )}
      </Group>
      {percent === null ? (
        <Progress.Root size="lg" role="progressbar" aria-label={label} aria-valuetext={status}>
          <Progress.Section value={100} striped animated withAria={false} />
        </Progress.Root>
      ) : (
        <Progress value={percent} size="lg" aria-label={label} />
      )}
    </Stack>
  );
}
