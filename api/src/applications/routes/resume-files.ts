// Upload and download endpoints of the local resume driver. With S3 the browser talks to the
// bucket and these routes are not registered.
import type { FastifyPluginAsync } from 'fastify';
import downloadRoutes from './resume-download';
import uploadRoutes from './resume-upload';

const resumeFileRoutes: FastifyPluginAsync = async (app) => {
  const storage = app.localResumeStorage;
  if (!storage) return;
  await app.register(uploadRoutes, { storage });
  await app.register(downloadRoutes, { storage });
};

export default resumeFileRoutes;
