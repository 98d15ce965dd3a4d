// Applying through the API as the screens do: create the application, then upload the resume.
import { expect, type APIRequestContext } from '@playwright/test';
import { pdfFile } from './files';

interface Job {
  id: string;
  questions: string[];
  question_ids: string[];
}

/** The signed-in student (cookies of `request`) applies to job `jobId` with a small PDF. */
export async function applyViaApi(request: APIRequestContext, jobId: string, email: string) {
  const job = (await (await request.get(`/api/student/jobs/${jobId}`)).json()) as Job;
  const created = await request.post('/api/student/jobs/apply', {
    data: {
      job_id: job.id,
      answers: job.questions.map(() => 'Happy to work weekends.'),
      questions: job.question_ids,
      resume_filename: 'resume.pdf',
      preferred_email: email,
      phone_number: '0412 345 678',
      anything_else_answer: 'I live nearby.',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { upload_url, fields } = (await created.json()) as {
    upload_url: string;
    fields: Record<string, string>;
  };
  const upload = await request.post(upload_url, { multipart: { ...fields, file: pdfFile() } });
  expect(upload.ok(), await upload.text()).toBe(true);
}
