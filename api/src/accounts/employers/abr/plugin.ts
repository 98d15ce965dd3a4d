// `app.abnRegister`: the Australian Business Register's ABN lookups when ABR_GUID is set, else
// null. Without a key nothing is looked up and no answer is kept, so no screen can say an ABN was
// checked when it was not. What asks it: a profile save that sets or changes the ABN, and the
// periodic pass over answers that are missing, stale or about another number (listings/vetting/
// abn-check.ts), which holds the live listings of an employer whose ABN is cancelled.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { abrClient, type AbnRegister } from './abr-client';

declare module 'fastify' {
  interface FastifyInstance {
    abnRegister: AbnRegister | null;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { abr } = app.config;
    app.decorate('abnRegister', abr ? abrClient({ guid: abr.guid, url: abr.url }) : null);
  },
  { name: 'abn-register' },
);
