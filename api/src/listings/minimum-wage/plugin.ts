// `app.minimumWages`: the national minimum wage table every listing's pay is checked against
// (listings/minimum-wage/table.ts), and `app.minimumWageCoverage()`: whether it covers the year
// ahead. From 1 June, a table with no rate for the coming 1 July is logged as a warning when the
// API starts and once a day (once across replicas), and named in /health.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS } from '../../plugins/time/clock';
import { marketToday } from '../../plugins/time/dates';
import { tableCoverage, type TableCoverage } from './coverage';
import { MINIMUM_WAGE_TABLE, type MinimumWageTable } from './table';

declare module 'fastify' {
  interface FastifyInstance {
    minimumWages: MinimumWageTable;
    /** The table's end, and the operator's warning when it does not cover the year ahead. */
    minimumWageCoverage(): TableCoverage;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('minimumWages', MINIMUM_WAGE_TABLE);
    const coverage = () => tableCoverage(MINIMUM_WAGE_TABLE, marketToday(app.now()));
    app.decorate('minimumWageCoverage', coverage);
    const warnIfShort = () => {
      const { tableEnds, warning } = coverage();
      if (warning) app.log.warn({ minimumWageTableEnds: tableEnds }, warning);
    };
    app.addHook('onReady', (done) => {
      warnIfShort();
      done();
    });
    app.scheduleTask({
      name: 'minimum-wage-table-check',
      everyMs: DAY_MS,
      run: () => Promise.resolve(warnIfShort()),
    });
  },
  { name: 'minimum-wage' },
);
