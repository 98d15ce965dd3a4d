// Offers (docs/adr/0042-the-hiring-pipeline.md). POST /employer/applications/{id}/offer: the owner
// of the listing offers the job to a shortlisted or interviewed applicant (start date, hours a
// week; the pay is the listing's); the student is mailed. POST /student/applications/{id}/offer:
// the student accepts (hired) or declines; the employer is mailed. Each locks the application's
// row first and writes its history line in the same transaction (history.ts).
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  formatPay,
  offerMessages,
  type AnswerOfferRequest,
  type ListingPay,
  type MakeOfferRequest,
  type OfferResponse,
} from 'api-contract';
import { queryRows, type Database } from '../db/client';
import { applications, employers, listings, students, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { employerMessages } from '../accounts/employers/messages';
import { studentMessages } from '../accounts/students/messages';
import { HttpError } from '../plugins/http/http-error';
import { marketToday } from '../plugins/time/dates';
import { payJson } from '../listings/pay-sql';
import { enqueueMail } from '../mail/queue';
import { jobOfferMail, offerAnsweredMail } from '../mail/templates';
import { refusedMove } from './decide';
import { findOwnApplication } from './employer-review';
import { lockApplication, recordMove } from './history';
import { offerColumns, offerOf } from './offer-terms';
import { canMove } from './status';
import { lockOwnApplication } from './student-own';
import { a, moveStatus } from './status-sql';

interface MailContext {
  publicUrl: string;
  now: Date;
}

const l = alias(listings, 'l');
const e = alias(employers, 'e');
const u = alias(users, 'u');
const su = alias(users, 'su');
const s = alias(students, 's');

async function answered(tx: Database, applicationId: string): Promise<OfferResponse> {
  const [row] = await tx
    .select({ status: applications.status, ...offerColumns })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const offer = row ? offerOf(row) : null;
  if (!row || !offer) throw new Error(`application ${applicationId} has no offer`);
  if (row.status !== 'offered' && row.status !== 'hired' && row.status !== 'declined') {
    throw new Error(`application ${applicationId} with an offer is ${row.status}`);
  }
  return { status: row.status, offer };
}

/** The people and the job of an application, as the offer mails name them. */
async function partiesOf(tx: Database, applicationId: string) {
  const [row] = await queryRows<{
    student_email: string;
    employer_email: string;
    applicant_name: string;
    title: string;
    business_name: string;
    pay: ListingPay;
  }>(
    tx,
    sql`select ${su.email} as student_email, ${u.email} as employer_email,
        ${s.fullName} as applicant_name, ${l.title}, ${e.businessName}, ${payJson(l)} as pay
      from ${tableAs(a)}
      join ${tableAs(l)} on ${l.id} = ${a.listingId}
      join ${tableAs(e)} on ${e.userId} = ${l.employerId}
      join ${tableAs(u)} on ${u.id} = ${l.employerId}
      join ${tableAs(s)} on ${s.userId} = ${a.studentId}
      join ${tableAs(su)} on ${su.id} = ${a.studentId}
      where ${a.id} = ${applicationId}::uuid`,
  );
  if (!row) throw new Error(`application ${applicationId} has no parties`);
  return row;
}

export async function makeOffer(
  db: Database,
  input: { applicationId: string; employerId: string; request: MakeOfferRequest },
  context: MailContext,
): Promise<OfferResponse> {
  if (input.request.start_date < marketToday(context.now)) {
    throw new HttpError(400, offerMessages.startInPast);
  }
  return db.transaction(async (tx) => {
    await lockApplication(tx, input.applicationId);
    const row = await findOwnApplication(tx, input.employerId, input.applicationId);
    if (!row) throw new HttpError(404, employerMessages.applicationNotFound);
    if (!canMove('offer', row.status)) {
      const early = row.status === 'submitted' || row.status === 'seen';
      const detail = early
        ? employerMessages.offerNeedsShortlist
        : row.status === 'offered'
          ? employerMessages.offerWaiting
          : refusedMove(row.status, 'shortlisted');
      throw new HttpError(409, detail);
    }
    await tx.execute(
      sql`${moveStatus('offer', sql`${a.id} = ${input.applicationId}::uuid`)}
        select moved.id from moved`,
    );
    const note = input.request.note || null;
    await tx
      .update(applications)
      .set({
        offerStartDate: input.request.start_date,
        offerHoursPerWeek: input.request.hours_per_week,
        offerNote: note,
        offeredAt: context.now,
        offerAnsweredAt: null,
      })
      .where(eq(applications.id, input.applicationId));
    await recordMove(tx, {
      applicationId: input.applicationId,
      from: row.status,
      to: 'offered',
      actor: { role: 'employer', id: input.employerId },
      at: context.now,
      note,
    });
    const parties = await partiesOf(tx, input.applicationId);
    const rate = formatPay(parties.pay).split(' · ')[0] ?? '';
    const mail = jobOfferMail(
      parties.student_email,
      {
        job: { title: parties.title, businessName: parties.business_name, pay: rate },
        startDate: input.request.start_date,
        hoursPerWeek: input.request.hours_per_week,
        note,
      },
      context.publicUrl,
    );
    // An application is offered the job once: offered is left only for hired or declined.
    await enqueueMail(tx, `offer:${input.applicationId}`, mail, context.now);
    return answered(tx, input.applicationId);
  });
}

export async function answerOffer(
  db: Database,
  input: { applicationId: string; studentId: string; request: AnswerOfferRequest },
  context: MailContext,
): Promise<OfferResponse> {
  return db.transaction(async (tx) => {
    const row = await lockOwnApplication(tx, input.applicationId, input.studentId);
    const move = input.request.accept ? 'accept' : 'decline';
    if (!canMove(move, row.status)) throw new HttpError(409, studentMessages.noOfferToAnswer);
    await tx.execute(
      sql`${moveStatus(move, sql`${a.id} = ${input.applicationId}::uuid`)}
        select moved.id from moved`,
    );
    await tx
      .update(applications)
      .set({ offerAnsweredAt: context.now })
      .where(eq(applications.id, input.applicationId));
    const to = input.request.accept ? 'hired' : 'declined';
    await recordMove(tx, {
      applicationId: input.applicationId,
      from: row.status,
      to,
      actor: { role: 'student', id: input.studentId },
      at: context.now,
    });
    const parties = await partiesOf(tx, input.applicationId);
    const mail = offerAnsweredMail(
      parties.employer_email,
      {
        job: { title: parties.title },
        applicantName: parties.applicant_name,
        accepted: input.request.accept,
        startDate: row.startDate ?? '',
      },
      context.publicUrl,
    );
    // The offer is answered once: hired and declined are final.
    await enqueueMail(tx, `offer-answer:${input.applicationId}`, mail, context.now);
    return answered(tx, input.applicationId);
  });
}
