// What the auth services need from the app: the database, the clock, mail, the config and the
// password-hashing queue.
import type { FastifyInstance } from 'fastify';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'now' | 'mail' | 'config' | 'hashQueue'>;
