import { useCallback, useMemo, useState } from 'react';

/**
 * Which sections of the page have unsaved changes. `reporter(id)` gives each section a stable
 * callback, so its effects do not run again on every render of the page.
 */
export function useDirtySections() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const reporters = useMemo(() => new Map<string, (isDirty: boolean) => void>(), []);
  const reporter = useCallback(
    (id: string) => {
      let callback = reporters.get(id);
      if (!callback) {
        callback = (isDirty: boolean) => report(id, isDirty);
        reporters.set(id, callback);
      }
      return callback;
    },
    [reporters, report],
  );
  return { anyDirty: dirty.size > 0, reporter };
}
