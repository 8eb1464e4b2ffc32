import type { AuditEntry, AuditLog, AuditLogQuerySchema } from '@tribuna/contract/data-rights';
import type { z } from 'zod';
import { errors } from '../../../lib/errors';
import { keysetCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import { groupOf } from './audit-groups';
import type { AuditLogRepository, AuditLogRow } from './audit-log.repository';

type Query = z.output<typeof AuditLogQuerySchema>;

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: iso(row.createdAt),
    action: row.action,
    group: groupOf(row.action, row.metadata),
    actor: row.actorName === null ? null : { name: row.actorName, personHash: row.actorPersonHash },
    impersonatedBy: row.impersonatorName === null ? null : { name: row.impersonatorName, personHash: row.impersonatorPersonHash },
    target: row.target,
    details: row.metadata,
    ip: row.ip,
  };
}

/** Administration → Audit: the club's log, by person, days and group (issue 25 part 4). */
export class AuditLogService {
  constructor(private readonly repository: AuditLogRepository) {}

  async list({ club }: ClubRequestContext, query: Query, url: string): Promise<AuditLog> {
    const { person: personHash, from, to, group, cursor, itemsPerPage } = query;
    const person = personHash ? await this.repository.person(club.id, personHash) : undefined;
    if (personHash && !person) throw errors.notFound();
    const filter = { person, from, to, group };
    const [rows, total] = await Promise.all([
      this.repository.page(club.id, filter, cursor, itemsPerPage + 1),
      this.repository.count(club.id, filter),
    ]);
    const page = rows.slice(0, itemsPerPage);
    return keysetCollection(url, page.map(presentAuditEntry), total, rows.length > itemsPerPage ? page[page.length - 1]!.id : null);
  }
}
