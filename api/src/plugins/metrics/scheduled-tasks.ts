// Each scheduled task's period (from this process's scheduler) and last successful run (from its
// scheduled_tasks row, written by whichever replica ran it: plugins/schedule/task-success.ts), so a
// rule can compare them: `time() - last_success > 2 * period` is a task that stopped running.
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { readScheduledSuccesses } from '../schedule/task-success';
import type { ScrapeRead } from './scrape-read';

export function observeScheduledTasks(
  registry: Registry,
  read: ScrapeRead,
  app: FastifyInstance,
): void {
  new Gauge({
    name: 'api_scheduled_task_period_seconds',
    help: 'How often the scheduled task runs, once across every replica',
    labelNames: ['task'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const task of app.scheduledTasks()) this.set({ task: task.name }, task.everyMs / 1000);
    },
  });
  new Gauge({
    name: 'api_scheduled_task_last_success_timestamp_seconds',
    help: 'When a run of the scheduled task last finished without error, on any replica',
    labelNames: ['task'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const successes = await read('scheduled_tasks', readScheduledSuccesses);
      for (const task of successes ?? []) this.set({ task: task.name }, task.lastSucceededAt);
    },
  });
}
