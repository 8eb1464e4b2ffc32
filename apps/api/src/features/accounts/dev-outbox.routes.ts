import { OutboxMessageListSchema, type OutboxMessage } from '@tribuna/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { OutboxRepository } from '../../lib/outbox/outbox.repository';

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
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = new OutboxRepository(db);
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Developer outbox: the latest notifications (demo mode only)',
        response: { 200: OutboxMessageListSchema },
      },
    },
    async () => (await repository.latest(LIMIT)).map(presentOutboxMessage),
  );
};
