import { describe, expect, it } from 'vitest';

// Every web source file as text (Vite's glob), tests left out: they fill caches on purpose.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** An endpoint file of a feature (features/<area>/api/…), or the mutation mechanism itself. */
const isEndpointFile = (file: string) => /^\.\.\/features\/[^/]+\/api\//.test(file) || file === './mutation.ts';

const offenders = (pattern: RegExp, allowed: (file: string) => boolean) =>
  Object.entries(SOURCES)
    .filter(([file, text]) => !allowed(file) && pattern.test(text))
    .map(([file]) => file);

describe('what a write does to the cache is declared beside its endpoint', () => {
  it('reads the whole web source', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES)).toContain('./mutation.ts');
  });

  // A page or component that refreshes or writes the cache itself hides what a change touches.
  it('no file outside features/*/api invalidates or writes cached reads', () => {
    expect(offenders(/\b(invalidateQueries|setQueryData|setQueriesData)\b/, isEndpointFile)).toEqual([]);
  });

  // Every mutation hook goes through useApiMutation (lib/mutation.ts): request, update, invalidates.
  it('only lib/mutation.ts calls TanStack Query useMutation', () => {
    expect(offenders(/\buseMutation\s*[(<]/, (file) => file === './mutation.ts')).toEqual([]);
  });
});
