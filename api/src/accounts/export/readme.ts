// README.txt of the archive of GET /account/export: what each file is, in the user's words.
import type { ExportContent } from './collect';

/** Each file the archive may hold, and what it is. */
const FILES: Readonly<Record<string, string>> = {
  'account.json':
    'Your account: email address, role and when you joined. (Your password is never stored as typed, so it is not here.)',
  'profile.json':
    'Your profile: name, study, institution, about, experience, qualifications, and whether you said your visa limits your work.',
  'verification.json':
    'Your university or TAFE verification: the address you proved, when, and when it ends; and a code we mailed that you have not entered yet.',
  'applications.json':
    'Your applications: the job, status, your answers, contact details, resume details, status history (who moved it and when), interview times and offers.',
  'messages.json':
    'The messages you sent or received about applications, with when they were read.',
  'saved-resume.json':
    'Your saved resume: its file name, size and when you uploaded it. The file is in saved-resume/.',
  'saved-jobs.json': 'The jobs you saved, and when.',
  'job-alerts.json':
    'Your job alerts: what each searches for, how often it mails you, and when it last did.',
  'reports.json': 'The listings you reported, why, and what our team decided.',
  'business-profile.json':
    'Your business profile: name, description, address, website, phone, ABN and what the Australian Business Register said about it, and whether posting is paused.',
  'listings.json': 'Your listings, with their questions, pay, hours, dates and status.',
  'moderation-decisions.json':
    'Decisions our team made about your listings or your posting, with the reason given and its kind.',
  'review-requests.json': 'The reviews you asked our team for, and when they were dealt with.',
  'decisions-made.json': 'The moderation decisions you made.',
  'mail.json':
    'The emails we queued to your address: subject and when sent. Their text is deleted once sent, as it held codes and links.',
};

/** The employer's applications are other people's data, seen as the employer's screens show it. */
const EMPLOYER_APPLICATIONS =
  "Applications to your listings, as your screens show them: each applicant's profile, answers, contact details, status history, interview times and offers. Withdrawn applications are left out, as they are on your screens. The applicants' resume files are not included: they are the applicants' own.";

export function readme(content: ExportContent, now: Date, missing: readonly string[]): string {
  const lines = [
    'Student Gigs: your data',
    '',
    `Made at ${now.toISOString()} (UTC) for the ${content.role} account in account.json.`,
    'Each .json file is plain text (JSON) that any text editor opens. Times are in UTC.',
    'A file with null or [] means we hold nothing of that kind about you.',
    '',
    'Files:',
  ];
  for (const name of Object.keys(content.json)) {
    const text =
      content.role === 'employer' && name === 'applications.json'
        ? EMPLOYER_APPLICATIONS
        : (FILES[name] ?? '');
    lines.push(`- ${name}: ${text}`);
  }
  if (content.role === 'student') {
    lines.push(
      '- resumes/: the resume you sent with each application, in a folder named by the application id in applications.json.',
    );
    lines.push('- saved-resume/: your saved resume, when you have one.');
  }
  if (missing.length > 0) {
    lines.push('', 'These files were not in our storage when this archive was made:');
    for (const path of missing) lines.push(`- ${path}`);
  }
  lines.push(
    '',
    'To correct anything here, edit it on your profile or contact us as the Privacy Policy says.',
    '',
  );
  return lines.join('\n');
}
