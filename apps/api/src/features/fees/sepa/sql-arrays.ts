import { sql } from 'drizzle-orm';

/**
 * Ids as one PostgreSQL array parameter (`= any(…)`): a batch names thousands of charges, and a
 * list of thousands of parameters costs more to bind than the query takes to run.
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
/** Nullable integers as one array parameter. */
export const nullableIntArray = (values: readonly (number | null)[]) =>
  sql`${`{${values.map((value) => (value === null ? 'NULL' : String(Math.trunc(value)))).join(',')}}`}::int[]`;
/** Nullable codes (letters, digits, - and _) as one array parameter. */
export const nullableCodeArray = (values: readonly (string | null)[]) => {
  if (values.some((value) => value !== null && !/^[A-Za-z0-9_-]+$/.test(value)))
    throw new Error('Unexpected characters in an array of codes');
  return sql`${`{${values.map((value) => value ?? 'NULL').join(',')}}`}::text[]`;
};

/** Identifiers (public ids checked by the contract, our end-to-end ids and sequence types: letters, digits, - and _) as one array parameter. */
export const ownTextArray = (values: readonly string[]) => {
  if (values.some((value) => !/^[A-Za-z0-9_-]+$/.test(value))) throw new Error('Unexpected characters in an array of identifiers');
  return sql`${`{${values.join(',')}}`}::text[]`;
};
