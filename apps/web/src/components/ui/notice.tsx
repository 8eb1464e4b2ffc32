import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const TONES = {
  info: { border: 'var(--mantine-color-brand-8)', background: 'var(--mantine-color-brand-0)' },
  warning: { border: 'var(--mantine-color-accent-8)', background: 'var(--mantine-color-accent-0)' },
  danger: { border: 'var(--mantine-color-red-9)', background: 'var(--mantine-color-red-0)' },
} as const;

interface NoticeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  /** `alert` interrupts screen readers (errors); `status` is announced politely. */
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

/** Inline message box. Lighter than Mantine's Alert, which matters on the login page's budget. */
export function Notice({ tone, children, role = 'status', ...rest }: NoticeProps) {
  const colours = TONES[tone];
  return (
    <Paper
      role={role}
      p="sm"
      radius="md"
      style={{ borderLeft: `4px solid ${colours.border}`, background: colours.background }}
      data-testid={rest['data-testid']}
    >
      <Text size="sm" c="dark.8">
        {children}
      </Text>
    </Paper>
  );
}
