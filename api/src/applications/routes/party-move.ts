// The handler of a hiring move one party makes on an application (an employer's interview
// invitation or offer, a student's answer to either): the application from the path, the party
// from the session, the request's body, and the mail the move queued sent on its way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireUser } from '../../accounts/auth/plugin';

/** Who makes the move, as the move's input names them. */
type Party = 'employerId' | 'studentId';

type MoveInput<P extends Party, Body> = { applicationId: string; request: Body } & Record<
  P,
  string
>;

type Move<P extends Party, Body, Answer> = (
  db: Database,
  input: MoveInput<P, Body>,
  context: { publicUrl: string; now: Date },
) => Promise<Answer>;

export function partyMove<P extends Party, Body, Answer>(
  app: FastifyInstance,
  party: P,
  move: Move<P, Body, Answer>,
) {
  return async (request: FastifyRequest<{ Params: { id: string }; Body: Body }>) => {
    const input = {
      applicationId: request.params.id,
      request: request.body,
      [party]: requireUser(request).id,
    } as MoveInput<P, Body>;
    const answer = await move(app.db, input, { publicUrl: app.config.publicUrl, now: app.now() });
    app.mail.kick();
    return answer;
  };
}
