// `app.scheduleTask({ name, everyMs, run })`: periodic work that must run once per period across
// every replica (sweeps, retention, clean-ups). Each process checks its tasks every 30 seconds and
// at start; a run happens where it was claimed (plugins/schedule/scheduled-tasks.ts). A success is
// noted on the task's row (plugins/schedule/task-success.ts); a failure is logged and the task runs
// again at its next period. `app.runScheduledTasks()` checks at once (tests).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimScheduledRun } from '../schedule/scheduled-tasks';
import { recordScheduledSuccess } from '../schedule/task-success';

export const SCHEDULER_TICK_MS = 30_000;

export interface ScheduledTask {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduleTask(task: ScheduledTask): void;
    /** Runs every task whose period is due now; resolves when they are done. */
    runScheduledTasks(): Promise<void>;
    /** The tasks scheduled in this process and their periods (the metrics export them). */
    scheduledTasks(): readonly Pick<ScheduledTask, 'name' | 'everyMs'>[];
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const tasks: ScheduledTask[] = [];
    let chain: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;

    const runDue = async () => {
      for (const task of tasks) {
        if (stopped) return;
        try {
          if (await claimScheduledRun(app.backgroundDb, task.name, task.everyMs, app.now())) {
            await task.run();
            await recordScheduledSuccess(app.backgroundDb, task.name, app.now());
          }
        } catch (error) {
          app.log.error({ err: error, task: task.name }, 'Scheduled task failed');
        }
      }
    };
    const tick = () => {
      chain = chain.then(runDue);
      return chain;
    };

    app.decorate('scheduleTask', (task: ScheduledTask) => {
      tasks.push(task);
    });
    app.decorate('runScheduledTasks', tick);
    app.decorate('scheduledTasks', () => tasks.map(({ name, everyMs }) => ({ name, everyMs })));
    app.addHook('onReady', (done) => {
      void tick();
      timer = setInterval(() => void tick(), SCHEDULER_TICK_MS);
      // The scheduler never keeps the process alive on its own.
      timer.unref();
      done();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      clearInterval(timer);
      await chain;
    });
  },
  { name: 'scheduler' },
);
