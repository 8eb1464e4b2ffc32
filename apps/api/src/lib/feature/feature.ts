import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ResolvedConfig } from '../../config';
import type { Database, Db } from '../../db/client';
import type { AccessRule } from '../../plugins/access.plugin';
import type { ChangeFeed, WatchedTable } from '../cache/change-feed';
import type { PaymentPurposeHandlers, PurposeDeclaration } from '../payments/payment-purposes';
import type { UnitOfWork } from '../data/unit-of-work';
import type { Template } from '../outbox/templates/define-template';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter';
import type { ScheduledJob } from '../scheduler/scheduler';
import type { TokenService } from '../tokens';
import type { FileStorage } from '../uploads/file-storage';

/**
 * The public interfaces features offer each other, by feature name. Empty here: each entry is
 * added by module augmentation in `features/interfaces.ts`, so lib never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureInterfaces {}

/** What every feature gets from the app: the shared machinery, built once. */
export type FeatureContext = {
  config: ResolvedConfig;
  db: Db;
  database: Database;
  changes: ChangeFeed;
  limiter: RateLimiter;
  tokens: TokenService;
  log: FastifyBaseLogger;
  /** The one storage port, built once by the app (local disk now; object storage later). */
  files: FileStorage;
  /** A unit of work over the repositories `bind` builds (a feature's own, plus the shared lib ones). */
  units<R>(bind: (db: Db) => R): UnitOfWork<R>;
  /** Another feature's public interface, built on first use (so no registration order matters). */
  use<K extends keyof FeatureInterfaces>(name: K): FeatureInterfaces[K];
  /** Every feature's payment purposes (`paymentPurposes` of the entries): the payments feature routes the ledger's outcomes by them. */
  paymentPurposes: readonly PurposeDeclaration[];
};

/** What a feature's scheduled work gets: the same context (one unit-of-work factory for all). */
export type JobContext = FeatureContext;

/** What a feature's demo seed gets (demo/seed-demo-data.ts runs every feature's `seed`, in list order). */
export type SeedContext = {
  db: Db;
  /** The storage port for logos and images; absent in route tests, which store no files. */
  files?: FileStorage;
  /** The app's public address (config APP_URL). */
  appUrl: string;
  /** Whether the demo clubs' people were seeded (route tests leave them out unless they ask). */
  people: boolean;
};

/**
 * A feature's entry (its folder's `index.ts`): everything the app needs to plug it in. The app
 * and the server are assembled from the list in `features/index.ts`, never from names of areas.
 */
export type Feature<Name extends string = string> = {
  /** Also the prefix of its access actions (`teams` → `teams.manage`). */
  name: Name;
  /**
   * Request guards for the whole API, registered after authentication and before the club
   * context (e.g. impersonation's read-only guard).
   */
  guards?(api: FastifyInstance, ctx: FeatureContext): Promise<void>;
  /** Registers its route plugins in the `/api` scope (each `api.register` keeps its own scope). */
  routes?(api: FastifyInstance, ctx: FeatureContext): Promise<void>;
  /** Pages served outside `/api` (server-made HTML), registered before the SPA fallback. */
  pages?(app: FastifyInstance, ctx: FeatureContext): Promise<void>;
  /** Its access rules by action; collected into the access plugin as `<name>.<action>`. */
  rules?: Readonly<Record<string, AccessRule>>;
  /** Its own rate limits (lib/rate-limit keeps the shared ones); the app refuses two rules with one name. */
  rateLimits?: Readonly<Record<string, RateRule>>;
  /**
   * Its scheduled work, built from the app's context (one unit-of-work factory for all); the
   * server starts every feature's jobs (lib/feature/feature-jobs.ts, decision 0006).
   */
  jobs?(ctx: JobContext): ScheduledJob[];
  /** Its public interface (typed through FeatureInterfaces), built once, on first `ctx.use`. */
  provides?(ctx: FeatureContext): Name extends keyof FeatureInterfaces ? FeatureInterfaces[Name] : unknown;
  /** The watched tables its caches read and its writes name (lib/cache keeps the shared ones). */
  watchedTables?: readonly WatchedTable[];
  /** The outbox templates it sends (installed by the app at start; names typed by its augmentation). */
  outboxTemplates?: readonly Template[];
  /** Handlers of the ledger's outcomes for the payment purposes it owns (one feature per purpose, checked at start-up). */
  paymentPurposes?: PaymentPurposeHandlers;
  /** Demo data for its own tables. */
  seed?(ctx: SeedContext): Promise<void>;
};
