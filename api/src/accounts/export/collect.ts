// What the archive of GET /account/export holds, read for one user: each file's JSON, and the
// resumes to add as files. Only the caller's own rows, and of other people only what the caller's
// screens already show them (an employer's applicants as they read them; a listing's title and
// business name). Which table goes where, and what stays out, is export-map.ts.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  abnLookups,
  answers,
  applicationEvents,
  applicationMessages,
  applications,
  employers,
  interviewSlots,
  jobAlerts,
  listingReports,
  listings,
  listingVersions,
  mailQueue,
  moderationDecisions,
  qualifications,
  questions,
  resumes,
  reviewRequests,
  savedJobs,
  savedResumes,
  studentQualifications,
  students,
  studentVerificationCodes,
  studentVerifications,
  users,
} from '../../db/schema';

/** A stored file to add to the archive under `path`, read from the resume store by `storageKey`. */
export interface ExportFile {
  path: string;
  storageKey: string;
}

export interface ExportContent {
  role: 'student' | 'employer' | 'moderator';
  /** File name in the archive → its JSON value. */
  json: Record<string, unknown>;
  files: ExportFile[];
}

/** A stored file name made safe as one path segment of the archive. */
export function archiveName(fileName: string): string {
  const cleaned = fileName
    // Control characters, and the characters file systems refuse in a name.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^\.+/, '_')
    .trim()
    .slice(0, 120);
  return cleaned || 'resume';
}

/** The account row; undefined when the session outlived it. */
async function account(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The mails queued to the address (their bodies held codes and links, and are emptied once sent). */
async function mails(db: Database, email: string) {
  const rows = await db
    .select({
      subject: mailQueue.subject,
      queuedAt: mailQueue.createdAt,
      sentAt: mailQueue.sentAt,
      failedAt: mailQueue.failedAt,
    })
    .from(mailQueue)
    .where(sql`lower(${mailQueue.recipient}) = lower(${email})`)
    .orderBy(asc(mailQueue.createdAt));
  return rows.map((m) => ({
    subject: m.subject,
    queued_at: m.queuedAt,
    sent_at: m.sentAt,
    given_up_at: m.failedAt,
  }));
}

/** Messages the user sent or received, by application, oldest first. */
async function messages(db: Database, userId: string, role: 'student' | 'employer') {
  const m = applicationMessages;
  const rows = await db
    .select({
      applicationId: m.applicationId,
      senderRole: m.senderRole,
      senderId: m.senderId,
      body: m.body,
      createdAt: m.createdAt,
      readAt: m.readAt,
      reportedAt: m.reportedAt,
      reportReason: m.reportReason,
    })
    .from(m)
    .where(or(eq(m.senderId, userId), eq(m.recipientId, userId)))
    .orderBy(asc(m.applicationId), asc(m.createdAt), asc(m.id));
  return rows.map((row) => ({
    application_id: row.applicationId,
    from: row.senderId === userId ? 'you' : row.senderRole,
    body: row.body,
    sent_at: row.createdAt,
    read_at: row.readAt,
    // A student's report of an employer's message is the student's own; the employer is not told.
    ...(role === 'student' && row.reportedAt
      ? { you_reported_at: row.reportedAt, your_report_reason: row.reportReason }
      : {}),
  }));
}

/** Each application's status history, answers and interview times, keyed by application. */
async function applicationDetails(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, Record<string, unknown>>();
  const [events, answerRows, slots] = await Promise.all([
    db
      .select({
        applicationId: applicationEvents.applicationId,
        from: applicationEvents.fromStatus,
        to: applicationEvents.toStatus,
        by: applicationEvents.actorRole,
        at: applicationEvents.at,
        note: applicationEvents.note,
      })
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.id)),
    db
      .select({
        applicationId: answers.applicationId,
        question: questions.text,
        answer: answers.answer,
      })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(inArray(answers.applicationId, ids))
      .orderBy(asc(questions.position)),
    db
      .select({
        applicationId: interviewSlots.applicationId,
        startsAt: interviewSlots.startsAt,
        location: interviewSlots.location,
        note: interviewSlots.note,
        chosen: interviewSlots.chosen,
        offeredAt: interviewSlots.createdAt,
      })
      .from(interviewSlots)
      .where(inArray(interviewSlots.applicationId, ids))
      .orderBy(asc(interviewSlots.startsAt)),
  ]);
  const byApp = new Map<string, Record<string, unknown[]>>(
    ids.map((id) => [id, { answers: [], status_history: [], interview_times: [] }]),
  );
  for (const { applicationId, ...rest } of answerRows)
    byApp.get(applicationId)?.answers?.push(rest);
  for (const { applicationId, ...rest } of events) {
    byApp.get(applicationId)?.status_history?.push(rest);
  }
  for (const { applicationId, startsAt, offeredAt, ...rest } of slots) {
    byApp.get(applicationId)?.interview_times?.push({
      starts_at: startsAt,
      ...rest,
      offered_at: offeredAt,
    });
  }
  return byApp;
}

const offerOf = (a: {
  offeredAt: Date | null;
  offerStartDate: string | null;
  offerHoursPerWeek: number | null;
  offerNote: string | null;
  offerAnsweredAt: Date | null;
}) =>
  a.offeredAt
    ? {
        offered_at: a.offeredAt,
        start_date: a.offerStartDate,
        hours_per_week: a.offerHoursPerWeek,
        note: a.offerNote,
        answered_at: a.offerAnsweredAt,
      }
    : null;

const applicationColumns = {
  id: applications.id,
  listingId: applications.listingId,
  status: applications.status,
  preferredEmail: applications.preferredEmail,
  phoneNumber: applications.phoneNumber,
  anythingElse: applications.anythingElseAnswer,
  createdAt: applications.createdAt,
  decidedAt: applications.decidedAt,
  offeredAt: applications.offeredAt,
  offerStartDate: applications.offerStartDate,
  offerHoursPerWeek: applications.offerHoursPerWeek,
  offerNote: applications.offerNote,
  offerAnsweredAt: applications.offerAnsweredAt,
  title: listings.title,
  businessName: employers.businessName,
  resumeFileName: resumes.fileName,
  resumeKey: resumes.storageKey,
  resumeSize: resumes.sizeBytes,
  resumeType: resumes.contentType,
  resumeStoredAt: resumes.storedAt,
};

async function studentContent(db: Database, userId: string): Promise<Omit<ExportContent, 'role'>> {
  const [profile] = await db.select().from(students).where(eq(students.userId, userId));
  const [quals, verified, pending, saved, own, jobs, alerts, reports, threads] = await Promise.all([
    db
      .select({ code: qualifications.code, label: qualifications.label })
      .from(studentQualifications)
      .innerJoin(qualifications, eq(qualifications.code, studentQualifications.qualificationCode))
      .where(eq(studentQualifications.studentId, userId))
      .orderBy(asc(qualifications.code)),
    db.select().from(studentVerifications).where(eq(studentVerifications.studentId, userId)),
    db
      .select({
        email: studentVerificationCodes.email,
        institution: studentVerificationCodes.institution,
        sentAt: studentVerificationCodes.sentAt,
        expiresAt: studentVerificationCodes.expiresAt,
      })
      .from(studentVerificationCodes)
      .where(eq(studentVerificationCodes.studentId, userId)),
    db.select().from(savedResumes).where(eq(savedResumes.studentId, userId)),
    db
      .select(applicationColumns)
      .from(applications)
      .innerJoin(listings, eq(listings.id, applications.listingId))
      .innerJoin(employers, eq(employers.userId, listings.employerId))
      .leftJoin(resumes, eq(resumes.applicationId, applications.id))
      .where(eq(applications.studentId, userId))
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    db
      .select({
        listingId: savedJobs.listingId,
        title: listings.title,
        savedAt: savedJobs.createdAt,
      })
      .from(savedJobs)
      .innerJoin(listings, eq(listings.id, savedJobs.listingId))
      .where(eq(savedJobs.userId, userId))
      .orderBy(asc(savedJobs.createdAt)),
    db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId))
      .orderBy(asc(jobAlerts.createdAt)),
    db
      .select({
        listingId: listingReports.listingId,
        title: listings.title,
        reason: listingReports.reason,
        details: listingReports.details,
        createdAt: listingReports.createdAt,
        resolvedAt: listingReports.resolvedAt,
        outcome: listingReports.outcome,
      })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(eq(listingReports.studentId, userId))
      .orderBy(asc(listingReports.createdAt)),
    messages(db, userId, 'student'),
  ]);
  const details = await applicationDetails(
    db,
    own.map((a) => a.id),
  );
  const files: ExportFile[] = [];
  const applicationsJson = own.map((a) => {
    const stored = a.resumeKey !== null && a.resumeStoredAt !== null;
    const path = stored ? `resumes/${a.id}/${archiveName(a.resumeFileName ?? '')}` : null;
    if (path && a.resumeKey) files.push({ path, storageKey: a.resumeKey });
    return {
      id: a.id,
      listing: { id: a.listingId, title: a.title, business_name: a.businessName },
      status: a.status,
      applied_at: a.createdAt,
      first_decided_at: a.decidedAt,
      preferred_email: a.preferredEmail,
      phone_number: a.phoneNumber,
      anything_else: a.anythingElse,
      resume: a.resumeFileName
        ? {
            file_name: a.resumeFileName,
            size_bytes: a.resumeSize,
            content_type: a.resumeType,
            uploaded_at: a.resumeStoredAt,
            file_in_archive: path,
          }
        : null,
      offer: offerOf(a),
      ...details.get(a.id),
    };
  });
  const savedResume = saved[0];
  const savedPath = savedResume ? `saved-resume/${archiveName(savedResume.fileName)}` : null;
  if (savedResume && savedPath) files.push({ path: savedPath, storageKey: savedResume.storageKey });
  const v = verified[0];
  const p = pending[0];
  return {
    json: {
      'profile.json': profile
        ? {
            full_name: profile.fullName,
            study: profile.study,
            institution: profile.institution,
            about: profile.about,
            experience: profile.experience,
            other_qualifications: profile.otherQualifications,
            student_visa_work_limit: profile.studentVisaWorkLimit,
            qualifications: quals,
          }
        : null,
      'verification.json': {
        verified: v
          ? {
              email: v.email,
              institution: v.institution,
              verified_at: v.verifiedAt,
              expires_at: v.expiresAt,
              reminder_queued_at: v.remindedAt,
            }
          : null,
        code_sent: p
          ? {
              email: p.email,
              institution: p.institution,
              sent_at: p.sentAt,
              expires_at: p.expiresAt,
            }
          : null,
      },
      'applications.json': applicationsJson,
      'messages.json': threads,
      'saved-resume.json': savedResume
        ? {
            file_name: savedResume.fileName,
            size_bytes: savedResume.sizeBytes,
            content_type: savedResume.contentType,
            uploaded_at: savedResume.uploadedAt,
            file_in_archive: savedPath,
          }
        : null,
      'saved-jobs.json': jobs.map((j) => ({
        listing: { id: j.listingId, title: j.title },
        saved_at: j.savedAt,
      })),
      'job-alerts.json': alerts.map((a) => ({
        words: a.words,
        category_code: a.categoryCode,
        place_name: a.placeName,
        latitude: a.latitude,
        longitude: a.longitude,
        radius_km: a.radiusKm,
        min_hourly_cents: a.minHourlyCents,
        frequency: a.frequency,
        paused: a.paused,
        created_at: a.createdAt,
        last_mailed_at: a.lastMailedAt,
      })),
      'reports.json': reports.map((r) => ({
        listing: { id: r.listingId, title: r.title },
        reason: r.reason,
        details: r.details,
        reported_at: r.createdAt,
        resolved_at: r.resolvedAt,
        outcome: r.outcome,
      })),
    },
    files,
  };
}

async function employerContent(db: Database, userId: string): Promise<Omit<ExportContent, 'role'>> {
  const [[profile], [abn], own, decisions, requests, threads] = await Promise.all([
    db.select().from(employers).where(eq(employers.userId, userId)),
    db.select().from(abnLookups).where(eq(abnLookups.employerId, userId)),
    db
      .select()
      .from(listings)
      .where(eq(listings.employerId, userId))
      .orderBy(asc(listings.createdAt), asc(listings.id)),
    db
      .select({
        listingId: moderationDecisions.listingId,
        listingTitle: moderationDecisions.listingTitle,
        decision: moderationDecisions.decision,
        reason: moderationDecisions.reason,
        reasonKind: moderationDecisions.reasonKind,
        decidedAt: moderationDecisions.decidedAt,
        priorStatus: moderationDecisions.priorStatus,
      })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.employerId, userId))
      .orderBy(asc(moderationDecisions.decidedAt)),
    db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.employerId, userId))
      .orderBy(asc(reviewRequests.createdAt)),
    messages(db, userId, 'employer'),
  ]);
  const listingIds = own.map((l) => l.id);
  // Every version of each listing (an edit keeps the earlier ones, and the questions they asked).
  const versionRows =
    listingIds.length === 0
      ? []
      : await db
          .select()
          .from(listingVersions)
          .where(inArray(listingVersions.listingId, listingIds))
          .orderBy(asc(listingVersions.version));
  const [questionRows, received] =
    listingIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(questions)
            .where(inArray(questions.listingId, listingIds))
            .orderBy(asc(questions.position)),
          // As the employer's screens show them: never a withdrawn application.
          db
            .select({
              ...applicationColumns,
              fullName: students.fullName,
              study: students.study,
              institution: students.institution,
              about: students.about,
              otherQualifications: students.otherQualifications,
            })
            .from(applications)
            .innerJoin(listings, eq(listings.id, applications.listingId))
            .innerJoin(employers, eq(employers.userId, listings.employerId))
            .innerJoin(students, eq(students.userId, applications.studentId))
            .leftJoin(resumes, eq(resumes.applicationId, applications.id))
            .where(
              and(
                inArray(applications.listingId, listingIds),
                ne(applications.status, 'withdrawn'),
              ),
            )
            .orderBy(asc(applications.createdAt), asc(applications.id)),
        ]);
  const details = await applicationDetails(
    db,
    received.map((a) => a.id),
  );
  return {
    json: {
      'business-profile.json': profile
        ? {
            business_name: profile.businessName,
            description: profile.description,
            abn: profile.abn,
            address: profile.suburb
              ? {
                  street: profile.street,
                  suburb: profile.suburb,
                  state: profile.state,
                  postcode: profile.postcode,
                }
              : null,
            website: profile.website,
            phone: profile.phone,
            abn_check: abn
              ? {
                  abn: abn.abn,
                  status: abn.status,
                  entity_name: abn.entityName,
                  business_names: abn.businessNames,
                  looked_up_at: abn.lookedUpAt,
                }
              : null,
            posting_paused_at: profile.postingSuspendedAt,
            usual_review_days: profile.usualReviewDays,
          }
        : null,
      'listings.json': own.map((l) => ({
        id: l.id,
        title: l.title,
        category_code: l.categoryCode,
        short_preview: l.shortPreview,
        description: l.description,
        location: l.location,
        latitude: l.latitude,
        longitude: l.longitude,
        expiry_date: l.expiryDate,
        max_applications: l.maxApplications,
        status: l.status,
        created_at: l.createdAt,
        pay_amount_cents: l.payAmountCents,
        pay_unit: l.payUnit,
        employment_type: l.employmentType,
        hours_min: l.hoursMin,
        hours_max: l.hoursMax,
        schedule: l.schedule,
        junior_rates: l.juniorRates,
        close_outcome: l.closeOutcome,
        closed_at: l.closedAt,
        questions: questionRows
          .filter((q) => q.listingId === l.id && q.retiredInVersion === null)
          .map((q) => q.text),
        version: l.version,
        versions: versionRows
          .filter((v) => v.listingId === l.id)
          .map((v) => ({
            version: v.version,
            created_at: v.createdAt,
            title: v.title,
            short_preview: v.shortPreview,
            description: v.description,
            location: v.location,
            expiry_date: v.expiryDate,
            max_applications: v.maxApplications,
            pay_amount_cents: v.payAmountCents,
            pay_unit: v.payUnit,
            employment_type: v.employmentType,
            hours_min: v.hoursMin,
            hours_max: v.hoursMax,
            schedule: v.schedule,
            junior_rates: v.juniorRates,
            questions: questionRows
              .filter(
                (q) =>
                  q.listingId === l.id &&
                  q.addedInVersion <= v.version &&
                  (q.retiredInVersion === null || q.retiredInVersion > v.version),
              )
              .map((q) => q.text),
          })),
      })),
      'applications.json': received.map((a) => ({
        id: a.id,
        listing: { id: a.listingId, title: a.title },
        applicant: {
          full_name: a.fullName,
          study: a.study,
          institution: a.institution,
          about: a.about,
          other_qualifications: a.otherQualifications,
        },
        status: a.status,
        applied_at: a.createdAt,
        first_decided_at: a.decidedAt,
        preferred_email: a.preferredEmail,
        phone_number: a.phoneNumber,
        anything_else: a.anythingElse,
        resume_file_name: a.resumeStoredAt ? a.resumeFileName : null,
        offer: offerOf(a),
        ...details.get(a.id),
      })),
      'messages.json': threads,
      'moderation-decisions.json': decisions.map((d) => ({
        listing: d.listingId || d.listingTitle ? { id: d.listingId, title: d.listingTitle } : null,
        decision: d.decision,
        reason: d.reason,
        reason_kind: d.reasonKind,
        decided_at: d.decidedAt,
        listing_status_before: d.priorStatus,
      })),
      'review-requests.json': requests.map((r) => ({
        listing_id: r.listingId,
        message: r.message,
        asked_at: r.createdAt,
        resolved_at: r.resolvedAt,
      })),
    },
    files: [],
  };
}

async function moderatorContent(
  db: Database,
  userId: string,
): Promise<Omit<ExportContent, 'role'>> {
  const decisions = await db
    .select({
      listingId: moderationDecisions.listingId,
      listingTitle: moderationDecisions.listingTitle,
      decision: moderationDecisions.decision,
      reason: moderationDecisions.reason,
      decidedAt: moderationDecisions.decidedAt,
    })
    .from(moderationDecisions)
    .where(eq(moderationDecisions.moderatorId, userId))
    .orderBy(asc(moderationDecisions.decidedAt));
  return {
    json: {
      'decisions-made.json': decisions.map((d) => ({
        listing: d.listingId || d.listingTitle ? { id: d.listingId, title: d.listingTitle } : null,
        decision: d.decision,
        reason: d.reason,
        decided_at: d.decidedAt,
      })),
    },
    files: [],
  };
}

/** Everything held about the user, or undefined when the account is gone. */
export async function collectExport(
  db: Database,
  userId: string,
): Promise<ExportContent | undefined> {
  const row = await account(db, userId);
  if (!row) return undefined;
  const [own, mailRows] = await Promise.all([
    row.role === 'student'
      ? studentContent(db, userId)
      : row.role === 'employer'
        ? employerContent(db, userId)
        : moderatorContent(db, userId),
    mails(db, row.email),
  ]);
  return {
    role: row.role,
    json: {
      'account.json': { email: row.email, role: row.role, created_at: row.createdAt },
      ...own.json,
      'mail.json': mailRows,
    },
    files: own.files,
  };
}
