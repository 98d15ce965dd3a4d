// Interviews (docs/adr/0042-the-hiring-pipeline.md). POST /employer/applications/{id}/interview:
// the owner of the listing offers 1 to 3 future times to a shortlisted applicant (or new times to
// one already invited: the invite move of status.ts); the student is mailed the times, each as a
// calendar file. POST /student/applications/{id}/interview: the student picks one (both sides are
// mailed it as a calendar file whose UID is the invitation's, so it updates the entry) or asks
// for other times with a note (the employer is mailed; the line goes into the history). Every
// call locks the application's row first (history.ts), so answers and new times take turns.
import { eq, sql } from 'drizzle-orm';
import type {
  AnswerInterviewRequest,
  InterviewResponse,
  InviteToInterviewRequest,
} from 'api-contract';
import { interviewMessages } from 'api-contract';
import type { Database } from '../db/client';
import { applications, employers, listings, students, users } from '../db/schema';
import { employerMessages } from '../accounts/employers/messages';
import { studentMessages } from '../accounts/students/messages';
import { HttpError } from '../plugins/http/http-error';
import { calendarFile, interviewUid } from '../mail/calendar';
import { enqueueMail } from '../mail/queue';
import {
  interviewChosenMail,
  interviewInvitationMail,
  interviewOtherTimesMail,
} from '../mail/templates';
import { refusedMove } from './decide';
import { findOwnApplication } from './employer-review';
import { lockApplication, recordMove } from './history';
import {
  chooseSlot,
  invitationOf,
  replaceSlots,
  slotsOf,
  type StoredSlot,
} from './interview-slots';
import { canMove } from './status';
import { lockOwnApplication } from './student-own';
import { a, moveStatus } from './status-sql';

interface MailContext {
  publicUrl: string;
  now: Date;
}

/** The people and the job of an application, as the interview mails name them. */
async function partiesOf(tx: Database, applicationId: string) {
  const [row] = await tx
    .select({
      studentEmail: users.email,
      applicantName: students.fullName,
      title: listings.title,
      businessName: employers.businessName,
      employerId: listings.employerId,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.studentId))
    .innerJoin(students, eq(students.userId, applications.studentId))
    .innerJoin(listings, eq(listings.id, applications.listingId))
    .innerJoin(employers, eq(employers.userId, listings.employerId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new Error(`application ${applicationId} has no parties`);
  const [employer] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.employerId));
  if (!employer) throw new Error(`listing of ${applicationId} has no employer`);
  return { ...row, employerEmail: employer.email };
}

/** Both calls' answer: at interview, with the times as they now stand. */
function answered(slots: readonly StoredSlot[]): InterviewResponse {
  const invitation = invitationOf(slots);
  if (!invitation) throw new Error('an invitation without times');
  return { status: 'interview', interview: invitation };
}

const domainOf = (publicUrl: string) => new URL(publicUrl).hostname;

function slotFile(
  slot: StoredSlot,
  job: { title: string; businessName: string },
  context: MailContext,
  index: number,
) {
  return calendarFile(
    {
      uid: interviewUid(slot.id, domainOf(context.publicUrl)),
      startsAt: slot.startsAt,
      summary: `Interview: ${job.title} at ${job.businessName}`,
      location: slot.location,
      description: slot.note ?? `Interview for ${job.title}, arranged on Student Gigs.`,
      now: context.now,
    },
    `interview-${index + 1}.ics`,
  );
}

export async function inviteToInterview(
  db: Database,
  input: { applicationId: string; employerId: string; request: InviteToInterviewRequest },
  context: MailContext,
): Promise<InterviewResponse> {
  const times = input.request.slots.map((slot) => new Date(slot));
  if (times.some((time) => time <= context.now)) {
    throw new HttpError(400, interviewMessages.slotInPast);
  }
  return db.transaction(async (tx) => {
    await lockApplication(tx, input.applicationId);
    const row = await findOwnApplication(tx, input.employerId, input.applicationId);
    if (!row) throw new HttpError(404, employerMessages.applicationNotFound);
    if (!canMove('invite', row.status)) {
      const live = row.status === 'submitted' || row.status === 'seen';
      throw new HttpError(
        409,
        live ? employerMessages.inviteNeedsShortlist : refusedMove(row.status, 'shortlisted'),
      );
    }
    await tx.execute(
      sql`${moveStatus('invite', sql`${a.id} = ${input.applicationId}::uuid`)}
        select moved.id from moved`,
    );
    const note = input.request.note || null;
    const slots = await replaceSlots(tx, {
      applicationId: input.applicationId,
      times,
      where: input.request.where,
      note,
      now: context.now,
    });
    const line = await recordMove(tx, {
      applicationId: input.applicationId,
      from: row.status,
      to: 'interview',
      actor: { role: 'employer', id: input.employerId },
      at: context.now,
      note,
    });
    const parties = await partiesOf(tx, input.applicationId);
    const job = { title: parties.title, businessName: parties.businessName };
    const mail = interviewInvitationMail(
      parties.studentEmail,
      { job, where: input.request.where, note, times: slots.map((slot) => slot.startsAt) },
      slots.map((slot, index) => slotFile(slot, job, context, index)),
      context.publicUrl,
    );
    // One mail per invitation: its history line names it.
    await enqueueMail(tx, `interview-invite:${input.applicationId}:${line}`, mail, context.now);
    return answered(slots);
  });
}

export async function answerInterview(
  db: Database,
  input: { applicationId: string; studentId: string; request: AnswerInterviewRequest },
  context: MailContext,
): Promise<InterviewResponse> {
  return db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, input.applicationId, input.studentId);
    const slots = await slotsOf(tx, input.applicationId);
    if (row.status !== 'interview' || slots.length === 0) {
      throw new HttpError(409, studentMessages.noInterviewToAnswer);
    }
    const parties = await partiesOf(tx, input.applicationId);
    const job = { title: parties.title, businessName: parties.businessName };

    if (input.request.slot === null) {
      const note = input.request.note ?? '';
      const line = await recordMove(tx, {
        applicationId: input.applicationId,
        from: 'interview',
        to: 'interview',
        actor: { role: 'student', id: input.studentId },
        at: context.now,
        note,
      });
      const mail = interviewOtherTimesMail(
        parties.employerEmail,
        { job, applicantName: parties.applicantName, note },
        context.publicUrl,
      );
      await enqueueMail(
        tx,
        `interview-other-times:${input.applicationId}:${line}`,
        mail,
        context.now,
      );
      // A time picked before no longer holds: the employer is asked for others.
      await chooseSlot(tx, input.applicationId, null);
      return answered(slots.map((slot) => ({ ...slot, chosen: false })));
    }

    const wanted = new Date(input.request.slot).getTime();
    const picked = slots.find((slot) => slot.startsAt.getTime() === wanted);
    if (!picked) throw new HttpError(409, studentMessages.slotNotOffered);
    if (picked.startsAt <= context.now) throw new HttpError(409, interviewMessages.slotInPast);
    await chooseSlot(tx, input.applicationId, picked.id);
    const details = { job, where: picked.location, note: picked.note, at: picked.startsAt };
    const file = slotFile(picked, job, context, slots.indexOf(picked));
    // Once per time picked, to each side: picking it again sends nothing new.
    const name = parties.applicantName;
    await enqueueMail(
      tx,
      `interview-chosen:${picked.id}:employer`,
      interviewChosenMail(
        parties.employerEmail,
        { ...details, applicantName: name, forEmployer: true },
        file,
        context.publicUrl,
      ),
      context.now,
    );
    await enqueueMail(
      tx,
      `interview-chosen:${picked.id}:student`,
      interviewChosenMail(
        parties.studentEmail,
        { ...details, applicantName: name, forEmployer: false },
        file,
        context.publicUrl,
      ),
      context.now,
    );
    return answered(slots.map((slot) => ({ ...slot, chosen: slot.id === picked.id })));
  });
}
