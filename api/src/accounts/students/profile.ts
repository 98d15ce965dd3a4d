// The student's own profile (GET and PUT /student/profile). Name and email are fixed at sign-up;
// the rest is replaced whole, qualifications included, in one transaction. Whether the student
// holds a visa that limits their work is theirs alone: read here, never by an employer's call.
import { asc, eq, inArray } from 'drizzle-orm';
import type { StudentProfileResponse, UpdateStudentProfileRequest } from 'api-contract';
import type { Database } from '../../db/client';
import { qualifications, studentQualifications, students, users } from '../../db/schema';
import { HttpError } from '../../plugins/http/http-error';
import { verificationOf } from '../verification/verify';
import { studentMessages } from './messages';

export async function findStudentProfile(
  db: Database,
  studentId: string,
  now: Date,
): Promise<StudentProfileResponse | undefined> {
  const [row] = await db
    .select({
      name: students.fullName,
      email: users.email,
      university: students.institution,
      degree: students.study,
      about: students.about,
      experience: students.experience,
      otherQualifications: students.otherQualifications,
      studentVisaWorkLimit: students.studentVisaWorkLimit,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.userId, studentId));
  if (!row) return undefined;
  const codes = await db
    .select({ code: studentQualifications.qualificationCode })
    .from(studentQualifications)
    .where(eq(studentQualifications.studentId, studentId))
    .orderBy(asc(studentQualifications.qualificationCode));
  return {
    name: row.name,
    email: row.email,
    university: row.university,
    degree: row.degree,
    about: row.about ?? '',
    experience: row.experience ?? '',
    other_qualifications: row.otherQualifications ?? '',
    qualifications: codes.map((q) => q.code),
    verification: await verificationOf(db, studentId, now),
    student_visa_work_limit: row.studentVisaWorkLimit,
  };
}

/** Replaces the editable fields; false when the student no longer exists. */
export async function updateStudentProfile(
  db: Database,
  studentId: string,
  body: UpdateStudentProfileRequest,
): Promise<boolean> {
  const codes = [...new Set(body.qualifications)];
  if (codes.length > 0) {
    const known = await db
      .select({ code: qualifications.code })
      .from(qualifications)
      .where(inArray(qualifications.code, codes));
    const knownCodes = new Set(known.map((q) => q.code));
    const unknown = codes.find((code) => !knownCodes.has(code));
    if (unknown !== undefined)
      throw new HttpError(400, studentMessages.unknownQualification(unknown));
  }
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(students)
      .set({
        institution: body.university,
        study: body.degree,
        about: body.about,
        experience: body.experience,
        otherQualifications: body.other_qualifications,
        // The student's own: a form that does not send it leaves it as it was.
        ...(body.student_visa_work_limit === undefined
          ? {}
          : { studentVisaWorkLimit: body.student_visa_work_limit }),
      })
      .where(eq(students.userId, studentId))
      .returning({ id: students.userId });
    if (updated.length === 0) return false;
    await tx.delete(studentQualifications).where(eq(studentQualifications.studentId, studentId));
    if (codes.length > 0) {
      await tx
        .insert(studentQualifications)
        .values(codes.map((code) => ({ studentId, qualificationCode: code })));
    }
    return true;
  });
}
