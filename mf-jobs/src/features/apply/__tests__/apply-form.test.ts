import { describe, expect, it } from 'vitest';
import { jobDetail } from '../../../testing/job-detail';
import { applyErrors, applyRequestBody, emptyDraft, resumeError } from '../apply-form';

const base = jobDetail();
const job = jobDetail({
  business_name: 'Harbour Lane Cafe',
  short_preview: 'Weekend shifts',
  description: 'Make coffee.',
  questions: ['Why us?', 'When can you work?'],
  question_ids: ['00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000012'],
  pay: { ...base.pay, amount_cents: 3250, hours_min: 10, hours_max: 14, hourly_cents: 3250 },
});

const pdf = (bytes: number, name = 'resume.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('apply form rules', () => {
  it('needs every answer, a valid email, a resume and the declaration', () => {
    const errors = applyErrors(emptyDraft(job, 'mia@uni.edu.au'));
    expect(errors.answers).toEqual([
      'Please answer this question.',
      'Please answer this question.',
    ]);
    expect(errors.email).toBeUndefined();
    expect(errors.resume).toBe('Please upload a resume before submitting.');
    expect(errors.declared).toBeDefined();
  });

  it('says "Please enter a valid email." for a bad address', () => {
    expect(applyErrors({ ...emptyDraft(job), email: 'mia@' }).email).toBe(
      'Please enter a valid email.',
    );
  });

  it('accepts PDF, DOC and DOCX up to exactly 5 MB', () => {
    expect(resumeError(pdf(5 * 1024 * 1024))).toBeUndefined();
    expect(resumeError(pdf(10, 'cv.DOCX'))).toBeUndefined();
    expect(resumeError(pdf(5 * 1024 * 1024 + 1))).toBe('Resume must be under 5 MB.');
    expect(resumeError(pdf(10, 'cv.png'))).toBe('Resume must be a PDF, DOC or DOCX file.');
  });

  it('sends trimmed answers with their question ids, and empty extras as null', () => {
    const draft = {
      ...emptyDraft(job, 'mia@uni.edu.au'),
      answers: [' Love coffee ', 'Weekends'],
      resume: pdf(100),
      declared: true,
    };
    expect(applyErrors(draft)).toEqual({});
    expect(applyRequestBody(job, draft)).toEqual({
      job_id: job.id,
      answers: ['Love coffee', 'Weekends'],
      questions: job.question_ids,
      resume_filename: 'resume.pdf',
      preferred_email: 'mia@uni.edu.au',
      phone_number: null,
      anything_else_answer: null,
    });
  });

  // A saved resume is what the form applies with until a new file is chosen.
  it('applies with the saved resume by default when there is one, with no file to check', () => {
    const saved = { file_name: 'cv.pdf', size_bytes: 100, uploaded_at: '2026-11-02T14:30:00Z' };
    const draft = { ...emptyDraft(job, 'mia@uni.edu.au', saved), answers: ['a', 'b'] };
    expect(draft.resumeSource).toBe('saved');
    expect(applyErrors({ ...draft, declared: true })).toEqual({});
    const body = applyRequestBody(job, draft);
    expect(body).toMatchObject({ use_saved_resume: true });
    expect(body).not.toHaveProperty('resume_filename');

    // A new file instead: it must be there, and goes by its name.
    const fresh = { ...draft, resumeSource: 'new' as const, declared: true };
    expect(applyErrors(fresh).resume).toBe('Please upload a resume before submitting.');
    const withFile = applyRequestBody(job, { ...fresh, resume: pdf(100, 'new.pdf') });
    expect(withFile).toMatchObject({ resume_filename: 'new.pdf' });
    expect(withFile).not.toHaveProperty('use_saved_resume');
    expect(emptyDraft(job).resumeSource).toBe('new');
  });
});
