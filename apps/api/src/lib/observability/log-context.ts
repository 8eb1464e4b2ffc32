import type { FastifyBaseLogger } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code running now belongs to: a request (its logger carries reqId) or a scheduled job
 * (bindings name the job and period). Services get one logger at start-up (the feature context's);
 * through contextualLogger it writes with the current request's or job's fields.
 */
type LogScope = { log?: FastifyBaseLogger; bindings?: Record<string, unknown> };

const scopes = new AsyncLocalStorage<LogScope>();

/** Runs `work` as the request whose logger is `log` (app.ts opens it in onRequest). */
export function runAsRequest<T>(log: FastifyBaseLogger, work: () => T): T {
  return scopes.run({ log }, work);
}

/** Runs `work` with `bindings` (e.g. `{ job, period }`) in every line the contextual loggers write. */
export function runWithLogFields<T>(bindings: Record<string, unknown>, work: () => T): T {
  const outer = scopes.getStore();
  return scopes.run({ log: outer?.log, bindings: { ...outer?.bindings, ...bindings } }, work);
}

/**
 * A logger that writes through the current request's logger (so its lines carry reqId) or with
 * the current job's fields, and through `base` outside both. Children keep following the scope.
 */
export function contextualLogger(base: FastifyBaseLogger, chain: readonly Record<string, unknown>[] = []): FastifyBaseLogger {
  const resolve = (): FastifyBaseLogger => {
    const scope = scopes.getStore();
    if (!scope) return base;
    let log = scope.log ?? base;
    if (scope.bindings) log = log.child(scope.bindings);
    // `base` already carries the chain; a request's logger needs it added.
    if (scope.log) for (const bindings of chain) log = log.child(bindings);
    return log;
  };
  return new Proxy(base, {
    get(target, property) {
      if (property === 'child') {
        return (bindings: Record<string, unknown>, options?: object) =>
          contextualLogger(target.child(bindings, options), [...chain, bindings]);
      }
      const current = resolve();
      const value = Reflect.get(current, property, current) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}
