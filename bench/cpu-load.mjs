// A busy machine for the page measurements: threads that spin on every core but one, so
// Lighthouse's Chromium and the server share a single free core, as on a server also answering
// traffic or a laptop running a build. Lighthouse's simulated phone scales the main-thread
// work it observes, so the pages' blocking time is measured as a loaded machine sees it.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const SPIN = 'for (;;) {}';

/** How many spinning threads: BENCH_CPU_LOAD threads when set (0 turns the load off), else all cores but one, at least one. */
export function loadThreadCount(env = process.env) {
  if (env.BENCH_CPU_LOAD !== undefined && env.BENCH_CPU_LOAD !== '') return Math.max(0, Number(env.BENCH_CPU_LOAD) || 0);
  return Math.max(1, availableParallelism() - 1);
}

/** Starts the spinning threads; the answer stops them. */
export function startCpuLoad(threads = loadThreadCount()) {
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }));
  return {
    threads,
    stop: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}
