// What the auth services need from the app: the database, the clock, mail and the config.
import type { FastifyInstance } from 'fastify';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'now' | 'mail' | 'config'>;
