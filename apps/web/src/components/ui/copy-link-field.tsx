import { Group, Stack, TextInput } from '@mantine/core';
import { CopyButton, CopyFailure, useCopy } from './copy-button';

/** A read-only link with a copy button; the button says "Copied" for a moment after copying. */
export function CopyLinkField({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const copier = useCopy(url);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
          data-testid={testId}
        />
        <CopyButton value={url} copier={copier} variant="outline" testId={testId ? `${testId}-copy` : undefined} />
      </Group>
      {/* Under the whole field: the person is told to select the link and copy it. */}
      <CopyFailure copier={copier} />
    </Stack>
  );
}
