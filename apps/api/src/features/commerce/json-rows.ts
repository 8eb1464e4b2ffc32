/** A row as PostgreSQL's `to_jsonb` writes it (snake_case, timestamps as text) in the ORM's shape. */
export function rowOf<T>(json: Record<string, unknown>, dates: ReadonlySet<string> = new Set()): T {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    row[name] = dates.has(name) && typeof value === 'string' ? new Date(value) : value;
  }
  return row as T;
}
