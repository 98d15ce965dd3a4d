// The calls of applications: applying and withdrawing, each side's view of them, the employer's
// decision, the threads of messages and the moderators' decisions on them, the student's saved
// resume, the local driver's resume upload and download, and deleting an account (which removes
// its applications and tells their other side).
import type { FastifyPluginAsync } from 'fastify';
import applyRoutes from './apply';
import deleteEmployerAccountRoutes from './delete-employer-account';
import deleteStudentAccountRoutes from './delete-student-account';
import employerApplicationRoutes from './employer-applications';
import messageModerationRoutes from './message-moderation';
import resumeFileRoutes from './resume-files';
import savedResumeRoutes from './saved-resume';
import studentApplicationRoutes from './student-applications';
import threadRoutes from './thread';

const applicationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(applyRoutes);
  await app.register(studentApplicationRoutes);
  await app.register(savedResumeRoutes);
  await app.register(employerApplicationRoutes);
  await app.register(threadRoutes);
  await app.register(messageModerationRoutes);
  await app.register(deleteStudentAccountRoutes);
  await app.register(deleteEmployerAccountRoutes);
  // The local resume driver's own upload and download (none with S3).
  await app.register(resumeFileRoutes, { prefix: '/storage' });
};

export default applicationRoutes;
