import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-editor';

const RichTextField = lazy(() => import('./rich-text-editor'));

/** The editor in its own chunk: lists and threads open without downloading it. */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={200} radius="sm" data-testid="editor-loading" />}>
      <RichTextField {...props} />
    </Suspense>
  );
}
