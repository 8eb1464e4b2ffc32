import type { AuditActionGroup } from '@tribuna/contract/data-rights';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The groups the audit log can be narrowed to, as conditions on the recorded action names (and,
 * for a role change, on the fields a person's edit changed). The same rules name a row's group in
 * TypeScript (`groupOf`) and filter in SQL (`groupCondition`): a test holds them together.
 */
const PREFIXES: Record<Exclude<AuditActionGroup, 'roles'>, readonly string[]> = {
  impersonation: ['impersonation.'],
  charges: ['charge.', 'fee.', 'fees.', 'sepa.'],
  features: ['club.features.'],
  exports: [],
  dataRights: ['dataRights.'],
  people: ['person.', 'guardian.', 'people.', 'profile.'],
};
const ROLE_PREFIXES = ['club.manager_access.', 'person.role', 'accessControl.controller'];
/** Fields of a person whose change is a change of role or powers. */
const ROLE_FIELDS = ['panelAccess', 'type', 'accessController'];

const isExport = (action: string) => action.endsWith('.exported') || action.endsWith('Exported');

export function groupOf(action: string, metadata: Record<string, unknown> | null): AuditActionGroup | null {
  if (isExport(action)) return 'exports';
  if (ROLE_PREFIXES.some((p) => action.startsWith(p))) return 'roles';
  const fields = Array.isArray(metadata?.fields) ? (metadata.fields as unknown[]) : [];
  if (action.startsWith('person.') && fields.some((f) => ROLE_FIELDS.includes(String(f)))) return 'roles';
  for (const [group, prefixes] of Object.entries(PREFIXES)) {
    if (prefixes.some((p) => action.startsWith(p))) return group as AuditActionGroup;
  }
  return null;
}

const startsWith = (prefix: string): SQL => sql`starts_with(a.action, ${prefix})`;
const anyOf = (conditions: SQL[]): SQL => (conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`);

/** The SQL twin of groupOf, over the audit row `a`. */
export function groupCondition(group: AuditActionGroup): SQL {
  const exported = sql`(a.action like '%.exported' or a.action like '%Exported')`;
  const roleField = sql`(starts_with(a.action, 'person.') and coalesce(a.metadata->'fields', '[]'::jsonb) ?| ${sql.raw(`array['${ROLE_FIELDS.join("','")}']`)})`;
  const role = sql`(${anyOf(ROLE_PREFIXES.map(startsWith))} or ${roleField})`;
  if (group === 'exports') return exported;
  if (group === 'roles') return sql`(not ${exported} and ${role})`;
  return sql`(not ${exported} and not ${role} and ${anyOf(PREFIXES[group].map(startsWith))})`;
}
