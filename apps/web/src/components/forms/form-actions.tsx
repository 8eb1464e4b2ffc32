import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** The save is on its way: the submit button spins and cannot be pressed again. */
  pending: boolean;
  submitTestId?: string;
}

/** A dialog form's Cancel and submit buttons, at its end. */
export function FormActions({ cancelLabel, onCancel, submitLabel, pending, submitTestId }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </Group>
  );
}
