import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduledJobRuns } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { dailyAt, everyMinute } from './periods';
import { Scheduler, type ScheduledJob } from './scheduler';

// Two schedulers on one database stand for two API processes: the claim in the database is
// all they share.

let testDb: TestDatabase;
const silent = { debug: () => undefined, error: () => undefined };

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(() => testDb.drop());

/** A job that records the periods it ran; slow enough that two processes overlap. */
function recordingJob(name: string, periodOf: ScheduledJob['periodOf']) {
  const ran: string[] = [];
  const job: ScheduledJob = {
    name,
    periodOf,
    run: async (period) => {
      ran.push(period);
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
  return { job, ran };
}

function schedulerAt(jobs: ScheduledJob[], clock: { now: Date }) {
  return new Scheduler(testDb.database.db, jobs, silent, { now: () => clock.now });
}

describe('Scheduler', () => {
  it('runs a job once per period however many processes tick', async () => {
    const { job, ran } = recordingJob('test.minute', everyMinute);
    const clock = { now: new Date('2026-11-24T10:00:05Z') };
    const a = schedulerAt([job], clock);
    const b = schedulerAt([job], clock);

    const first = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(first.flat()).toEqual(['test.minute']);
    expect(ran).toEqual(['2026-11-24T10:00']);

    clock.now = new Date('2026-11-24T10:00:50Z');
    expect((await Promise.all([a.tick(), b.tick()])).flat()).toEqual([]);

    clock.now = new Date('2026-11-24T10:01:00Z');
    expect((await Promise.all([b.tick(), a.tick()])).flat()).toEqual(['test.minute']);
    expect(ran).toEqual(['2026-11-24T10:00', '2026-11-24T10:01']);
  });

  it('after a restart, runs the current period only if nobody claimed it', async () => {
    const { job, ran } = recordingJob('test.digest', dailyAt(7, 'Europe/Madrid'));
    // 08:00 in Madrid: today's run is due.
    const clock = { now: new Date('2026-11-24T07:00:00Z') };
    const before = schedulerAt([job], clock);
    expect(await before.tick()).toEqual(['test.digest']);
    await before.stop();

    const restarted = schedulerAt([job], clock);
    clock.now = new Date('2026-11-24T12:00:00Z');
    expect(await restarted.tick()).toEqual([]);

    // Every process was down from before 07:00 until 09:30 the next day: the day still runs.
    clock.now = new Date('2026-11-25T08:30:00Z');
    expect(await restarted.tick()).toEqual(['test.digest']);
    expect(ran).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('records a failed run with its error and keeps running the other jobs', async () => {
    const broken: ScheduledJob = {
      name: 'test.broken',
      periodOf: everyMinute,
      run: async () => {
        throw new Error('storage unreachable');
      },
    };
    const { job, ran } = recordingJob('test.healthy', everyMinute);
    const clock = { now: new Date('2026-11-24T11:00:00Z') };
    expect((await schedulerAt([broken, job], clock).tick()).sort()).toEqual(['test.broken', 'test.healthy']);
    expect(ran).toEqual(['2026-11-24T11:00']);

    const [run] = await testDb.database.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, 'test.broken'));
    expect(run).toMatchObject({ period: '2026-11-24T11:00', error: 'storage unreachable' });
    expect(run!.finishedAt).toBeInstanceOf(Date);
    // Not retried within the same period.
    expect(await schedulerAt([broken], clock).tick()).toEqual([]);
  });

  it('ticks on its own once started, and waits for the run in flight when stopped', async () => {
    const { job, ran } = recordingJob('test.timer', everyMinute);
    const scheduler = new Scheduler(testDb.database.db, [job], silent, { tickMs: 10, now: () => new Date('2026-11-24T12:00:00Z') });
    scheduler.start();
    await vi.waitFor(() => expect(ran).toEqual(['2026-11-24T12:00']), { timeout: 5000, interval: 10 });
    await scheduler.stop();
  });

  it('refuses two jobs with one name', () => {
    const { job } = recordingJob('test.twice', everyMinute);
    expect(() => schedulerAt([job, job], { now: new Date() })).toThrow(/unique/);
  });
});
