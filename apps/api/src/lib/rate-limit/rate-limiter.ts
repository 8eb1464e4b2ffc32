import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { errors } from '../errors';

/** A limit: at most `max` counted events per fixed window of `windowSeconds`. */
export type RateRule = { name: string; max: number; windowSeconds: number };
export type RateDecision = { allowed: boolean; retryAfter: number };

const ALLOWED: RateDecision = { allowed: true, retryAfter: 0 };
/** About one hit in this many also deletes expired counters, so the table stays small. */
const CLEANUP_EVERY = 200;

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_hits), so every API process sees the
 * same counts and a restart forgets nothing; works the same on PGlite. Routes check BEFORE any
 * expensive work (argon2) and count only what the rule is about (e.g. failed logins).
 * `enabled: false` (RATE_LIMIT=false, used by the end-to-end suite) allows everything.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  private window(rule: RateRule) {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(this.now() / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  }

  private decision(rule: RateRule, count: number, end: Date): RateDecision {
    if (count < rule.max) return ALLOWED;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((end.getTime() - this.now()) / 1000)) };
  }

  /** Whether one more event would still be allowed, without counting one. */
  async check(rule: RateRule, id: string): Promise<RateDecision> {
    if (!this.enabled) return ALLOWED;
    const { start, end } = this.window(rule);
    const [row] = await this.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, keyOf(rule, id)), eq(rateLimitHits.windowStart, start)));
    return this.decision(rule, row?.count ?? 0, end);
  }

  /** Counts one event; the decision says whether this event was within the limit. */
  async hit(rule: RateRule, id: string): Promise<RateDecision> {
    if (!this.enabled) return ALLOWED;
    const { start, end } = this.window(rule);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: keyOf(rule, id), windowStart: start, count: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    if (Math.random() * CLEANUP_EVERY < 1) await this.cleanup();
    return this.decision(rule, (row?.count ?? 1) - 1, end);
  }

  async cleanup(): Promise<void> {
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, new Date(this.now())));
  }
}

const keyOf = (rule: RateRule, id: string) => `${rule.name}:${id}`;

/**
 * Throws 429 RATE_LIMITED with Retry-After when any decision refuses. Call it with the
 * results of check()/hit() before doing the work the limit protects.
 */
export function enforce(reply: FastifyReply, ...decisions: RateDecision[]): void {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((d) => d.retryAfter));
  reply.header('retry-after', String(retryAfter));
  throw errors.rateLimited(retryAfter);
}
