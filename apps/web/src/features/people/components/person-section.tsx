import { Card, Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface PersonSectionProps {
  title: string;
  /** Buttons beside the title (edit, link…). */
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One titled card of the person page; the heading names the region for screen readers. */
export function PersonSection({ title, action, children, testId }: PersonSectionProps) {
  const id = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
