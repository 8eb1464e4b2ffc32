/**
 * A repository's prepared statements, built on first use and kept by the repository: unprepared,
 * drizzle builds a query's SQL on every call (on a hot list, more than PostgreSQL's answer costs),
 * and a repository that a unit of work binds to its transaction builds only what it runs.
 */
export function preparedOnce<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => (prepared ??= prepare());
}
