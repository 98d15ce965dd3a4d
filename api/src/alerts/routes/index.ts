// The calls of job alerts: a student's own alerts, and the public calls of an alert saved by email
// alone (subscribe, confirm, unsubscribe).
import type { FastifyPluginAsync } from 'fastify';
import alertRoutes from './alerts';
import studentAlertRoutes from './student-alerts';

const jobAlertRoutes: FastifyPluginAsync = async (app) => {
  await app.register(alertRoutes, { prefix: '/alerts' });
  await app.register(studentAlertRoutes);
};

export default jobAlertRoutes;
