import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FieldErrorCode } from '@tribuna/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { errors } from '../errors';

/**
 * A limit: at most `max` counted events per fixed window of `windowSeconds`. `reason` goes into
 * the 429 when the client must tell this limit from others (a club's e-mail cap).
 */
export type RateRule = { name: string; max: number; windowSeconds: number; reason?: FieldErrorCode };
export type RateDecision = { allowed: boolean; retryAfter: number };
/**
 * One counter: a rule and whom it counts (a username, an address, `id:<user>`…), and how many
 * units this attempt takes from it (1 unless said; e.g. the e-mails a weekly series sends).
 */
export type RateKey = readonly [rule: RateRule, id: string, units?: number];

/** The units one attempt holds; `giveBack()` returns them (once; never below zero). */
export type RateAttempt = { giveBack(): Promise<void> };

const ALLOWED: RateDecision = { allowed: true, retryAfter: 0 };
const NOTHING_HELD: RateAttempt = { giveBack: async () => undefined };
/** About one hit in this many also deletes expired counters, so the table stays small. */
const CLEANUP_EVERY = 200;

type Window = { start: Date; end: Date };

/**
 * Fixed-window counters in PostgreSQL (table rate_limit_hits), so every API process sees the
 * same counts and a restart forgets nothing; works the same on PGlite. Every count is taken by
 * one atomic statement BEFORE the work it protects (argon2, a code check), never read first and
 * written after: with read-then-write, parallel requests all pass the read before any of them
 * writes (40 parallel guesses got 19 password checks against a limit of 10).
 * `enabled: false` (RATE_LIMIT=false, used by the end-to-end suite) allows everything.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  private window(rule: RateRule): Window {
    const size = rule.windowSeconds * 1000;
    const start = Math.floor(this.now() / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  }

  private refused(end: Date): RateDecision {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((end.getTime() - this.now()) / 1000)) };
  }

  /**
   * Counts one event, allowed or not (for rules that count every request: registrations,
   * refreshes, recovery requests); the decision says whether this event was within the limit.
   */
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
    await this.maybeCleanup();
    return (row?.count ?? 1) <= rule.max ? ALLOWED : this.refused(end);
  }

  /**
   * Takes one unit of every key, in order, before the protected work; throws 429 RATE_LIMITED
   * (with Retry-After) when a rule is full, after giving back the units this attempt already
   * took (the work never ran). A full rule is not counted further, so a refused request costs
   * nothing and a given-back unit frees exactly one place.
   */
  async attempt(reply: FastifyReply, ...keys: RateKey[]): Promise<RateAttempt> {
    if (!this.enabled) return NOTHING_HELD;
    const held: { key: string; window: Window; units: number }[] = [];
    const giveBack = async () => {
      for (const unit of held.splice(0)) await this.release(unit.key, unit.window, unit.units);
    };
    for (const [rule, id, units = 1] of keys) {
      if (units <= 0) continue;
      const window = this.window(rule);
      const key = keyOf(rule, id);
      if (await this.take(rule, key, window, units)) {
        held.push({ key, window, units });
        continue;
      }
      await giveBack();
      refuse(reply, this.refused(window.end).retryAfter, rule.reason);
    }
    await this.maybeCleanup();
    return { giveBack };
  }

  /**
   * Runs `work` as one attempt against rules that count only failures (failed logins, wrong
   * codes): the attempt is counted before `work` starts, so parallel requests cannot overtake
   * the limit, and given back unless `work` failed in the way the rules count.
   */
  async limitFailures<T>(
    reply: FastifyReply,
    keys: RateKey[],
    isCountedFailure: (error: unknown) => boolean,
    work: () => Promise<T>,
  ): Promise<T> {
    const attempt = await this.attempt(reply, ...keys);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (!isCountedFailure(error)) await attempt.giveBack();
      throw error;
    }
    await attempt.giveBack();
    return result;
  }

  /**
   * Runs `work` as one attempt against rules that count only accepted requests (a booking made,
   * a message sent): the units are taken before `work` starts and given back if it fails in any
   * way, so a request refused by validation (400, an unknown link's 404) costs nobody anything.
   */
  async limitAccepted<T>(reply: FastifyReply, keys: RateKey[], work: () => Promise<T>): Promise<T> {
    const attempt = await this.attempt(reply, ...keys);
    try {
      return await work();
    } catch (error) {
      await attempt.giveBack();
      throw error;
    }
  }

  /**
   * Notes that `id` was seen under `rule` (e.g. an account signed in from an address); `hasSeen`
   * answers for the current and the previous window, so a note lasts one to two windows. The row
   * is kept until the end of the NEXT window (cleanup would drop it at the end of its own), and
   * written once per window.
   */
  async remember(rule: RateRule, id: string): Promise<void> {
    if (!this.enabled) return;
    const { start, end } = this.window(rule);
    const keepUntil = new Date(end.getTime() + rule.windowSeconds * 1000);
    await this.db
      .insert(rateLimitHits)
      .values({ key: keyOf(rule, id), windowStart: start, count: 1, expiresAt: keepUntil })
      .onConflictDoNothing();
  }

  async hasSeen(rule: RateRule, id: string): Promise<boolean> {
    if (!this.enabled) return false;
    const { start } = this.window(rule);
    const previous = new Date(start.getTime() - rule.windowSeconds * 1000);
    const rows = await this.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, keyOf(rule, id)), inArray(rateLimitHits.windowStart, [start, previous])));
    return rows.some((row) => row.count > 0);
  }

  async cleanup(): Promise<void> {
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.expiresAt, new Date(this.now())));
  }

  /**
   * One statement: insert the counter at `units`, or add them only while the sum stays within
   * max. The row lock queues concurrent takers and each re-checks the condition, so exactly `max`
   * units are ever taken.
   */
  private async take(rule: RateRule, key: string, { start, end }: Window, units: number): Promise<boolean> {
    if (units > rule.max) return false;
    const rows = await this.db
      .insert(rateLimitHits)
      .values({ key, windowStart: start, count: units, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + ${units}` },
        setWhere: sql`${rateLimitHits.count} + ${units} <= ${rule.max}`,
      })
      .returning({ count: rateLimitHits.count });
    return rows.length === 1;
  }

  /** Gives units back to the window they were taken in (even if a new window began since). */
  private async release(key: string, { start }: Window, units: number): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ count: sql`greatest(${rateLimitHits.count} - ${units}, 0)` })
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, start)));
  }

  private async maybeCleanup(): Promise<void> {
    if (Math.random() * CLEANUP_EVERY < 1) await this.cleanup();
  }
}

const keyOf = (rule: RateRule, id: string) => `${rule.name}:${id}`;

/**
 * Throws 429 RATE_LIMITED with Retry-After when any decision refuses. Call it with the
 * results of hit() before doing the work the limit protects.
 */
export function enforce(reply: FastifyReply, ...decisions: RateDecision[]): void {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length > 0) refuse(reply, Math.max(...refused.map((d) => d.retryAfter)));
}

function refuse(reply: FastifyReply, retryAfter: number, reason?: FieldErrorCode): never {
  reply.header('retry-after', String(retryAfter));
  throw errors.rateLimited(retryAfter, reason);
}
