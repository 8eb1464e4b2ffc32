import { DEV_OUTBOX_ROUTES, type OutboxMessage } from '@tribuna/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { OutboxRepository } from '../../lib/outbox/outbox.repository';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { AccountsData } from './accounts.data';

const LIMIT = 100;

type Row = Awaited<ReturnType<OutboxRepository['latest']>>[number];

/** Outbox row → the developer page's shape; fields listed explicitly (no data, no errors). */
export function presentOutboxMessage(row: Row): OutboxMessage {
  return {
    id: row.publicId,
    channel: row.channel as OutboxMessage['channel'],
    to: row.to,
    subject: row.subject,
    text: row.text,
    status: row.status as OutboxMessage['status'],
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/dev/outbox: the newest messages, so a newcomer without SMTP or SMS providers can
 * read codes and links. app.ts registers it only in demo mode (never in production); it is public
 * because the person reading a recovery code is by definition not signed in.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ data: AccountsData }> = async (scope, { data }) => {
  const outbox = data.read.outbox;
  registerRoute(scope as ApiScope, DEV_OUTBOX_ROUTES.list, async () => (await outbox.latest(LIMIT)).map(presentOutboxMessage));
};
