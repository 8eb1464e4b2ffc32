import { Button, Group } from '@mantine/core';

interface DecisionButton {
  label: string;
  /** Names the person, so a list of rows reads apart for a screen reader. */
  ariaLabel: string;
  testId: string;
  onClick: () => void;
}

/** The two actions on a pending request: accept (filled) and refuse (red outline); each opens a confirmation. */
export function DecisionButtons({ accept, refuse }: { accept: DecisionButton; refuse: DecisionButton }) {
  return (
    <Group gap="sm">
      <Button size="xs" onClick={accept.onClick} aria-label={accept.ariaLabel} data-testid={accept.testId}>
        {accept.label}
      </Button>
      <Button size="xs" variant="outline" color="red" onClick={refuse.onClick} aria-label={refuse.ariaLabel} data-testid={refuse.testId}>
        {refuse.label}
      </Button>
    </Group>
  );
}
