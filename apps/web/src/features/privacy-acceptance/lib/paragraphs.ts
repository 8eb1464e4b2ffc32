/**
 * A club's own policy text, split into paragraphs at blank lines. It is shown as text, never
 * as HTML: whatever markup it holds is displayed, not run.
 */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
