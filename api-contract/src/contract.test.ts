import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as contract from './index';
import {
  allEndpoints,
  endpointPath,
  endpoints,
  applyOutcome,
  applyRequest,
  applyResponse,
  BOTH_RESUMES_MESSAGE,
  createListingRequest,
  employerApplicationDetail,
  employerListingsQuery,
  jobsByCategoryQuery,
  jobsByCategoryResponse,
  loginRequest,
  placesAutocompleteQuery,
  resetConfirmRequest,
  RESUME_MAX_BYTES,
  resumeFileProblem,
  setApplicationStatusRequest,
  signupDetailsRequest,
  signupEmailRequest,
  signupVerifyRequest,
  studentApplicationsQuery,
  updateStudentProfileRequest,
  validationMessages,
} from './index';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ID2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const long = (n: number) => 'x'.repeat(n);

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const PAY = {
  amount_cents: 3250,
  unit: 'hour',
  employment_type: 'casual',
  hours_min: 10,
  hours_max: 15,
  schedule: 'Weekend mornings',
  junior_rates: false,
};

describe('auth requests', () => {
  it('login: valid email and a non-empty password; unknown fields rejected', () => {
    expect(loginRequest.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
    expect(messages(loginRequest, { email: 'a@b.c', password: 'x' })).toEqual([
      'Please enter a valid email address.',
    ]);
    expect(loginRequest.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    const extra = loginRequest.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('email: a plain addr-spec only, nothing a mail library reads as a name or a list', () => {
    for (const email of [
      'student@uni.edu.au',
      'first.last+gigs@mail.example.com',
      "o'brien@uni.example.edu",
      'zoë@université.example.fr',
      'a_b-c@x-y.co',
    ]) {
      expect(signupEmailRequest.safeParse({ email }).success, email).toBe(true);
    }
    for (const email of [
      'Ceo.BigCorp<probe@example.com>',
      'x,probe@example.com',
      'x;probe@example.com',
      '"quoted"@example.com',
      'a@b.co>',
      'a(comment)@example.com',
      '.a@example.com',
      'a..b@example.com',
      'a.@example.com',
      'a@-example.com',
      'a@example-.com',
      'a@example..com',
      'a@[127.0.0.1]',
      'a@b.c',
    ]) {
      expect(messages(signupEmailRequest, { email }), email).toEqual([
        'Please enter a valid email address.',
      ]);
    }
  });

  it('signup email and verify code', () => {
    expect(signupEmailRequest.safeParse({ email: 'student@uni.edu.au' }).success).toBe(true);
    expect(messages(signupEmailRequest, { email: 'nope' })).toEqual([
      'Please enter a valid email address.',
    ]);
    expect(signupVerifyRequest.safeParse({ session_token: 't', code: '012345' }).success).toBe(
      true,
    );
    for (const code of ['12345', '1234567', '12a456', ' 123456']) {
      expect(signupVerifyRequest.safeParse({ session_token: 't', code }).success).toBe(false);
    }
  });

  it('reset confirm: password at least 8 characters, capped', () => {
    expect(resetConfirmRequest.safeParse({ token: 't', new_password: '12345678' }).success).toBe(
      true,
    );
    expect(messages(resetConfirmRequest, { token: 't', new_password: '1234567' })).toEqual([
      'Password must be at least 8 characters.',
    ]);
    expect(resetConfirmRequest.safeParse({ token: 't', new_password: long(1025) }).success).toBe(
      false,
    );
  });

  it('signup details: role-specific, required fields non-blank, 250 limits', () => {
    const student = {
      session_token: 't',
      role: 'student',
      student: {
        full_name: '  Ada  ',
        study: 'CS',
        institution: 'UNSW',
        about: long(250),
        quals: { RSA: true, WWCC: false },
      },
    };
    const parsed = signupDetailsRequest.parse(student);
    expect(parsed.role === 'student' && parsed.student.full_name).toBe('Ada');
    expect(
      signupDetailsRequest.safeParse({
        ...student,
        student: { ...student.student, full_name: '   ' },
      }).success,
    ).toBe(false);
    expect(
      signupDetailsRequest.safeParse({
        ...student,
        student: { ...student.student, about: long(251) },
      }).success,
    ).toBe(false);
    expect(
      signupDetailsRequest.safeParse({ ...student, employer: { business_name: 'B' } }).success,
    ).toBe(false);
    expect(
      signupDetailsRequest.safeParse({
        session_token: 't',
        role: 'employer',
        employer: { business_name: 'Cafe', description: '' },
      }).success,
    ).toBe(true);
    expect(
      signupDetailsRequest.safeParse({
        session_token: 't',
        role: 'employer',
        employer: { business_name: ' ' },
      }).success,
    ).toBe(false);
    expect(signupDetailsRequest.safeParse({ session_token: 't', role: 'admin' }).success).toBe(
      false,
    );
  });
});

describe('listing and apply requests', () => {
  const listing = {
    title: 'Barista',
    category_code: 'HOSP',
    short_preview: 'Morning shifts',
    description: 'Make coffee',
    location: 'Newtown NSW',
    latitude: -33.9,
    longitude: 151.18,
    expiry_date: '2030-01-31',
    max_applications: 10,
    questions: [{ text: ' Why us? ' }],
    pay: PAY,
  };

  it('accepts a valid listing and trims questions', () => {
    expect(createListingRequest.parse(listing).questions).toEqual([{ text: 'Why us?' }]);
    expect(
      createListingRequest.safeParse({ ...listing, latitude: null, longitude: null }).success,
    ).toBe(true);
  });

  it.each([
    ['blank title', { title: '  ' }],
    ['no category', { category_code: undefined }],
    ['preview over 120', { short_preview: long(121) }],
    ['description over 250', { description: long(251) }],
    ['only latitude', { longitude: null }],
    ['latitude out of range', { latitude: 91 }],
    ['bad expiry format', { expiry_date: '31/01/2030' }],
    ['impossible expiry', { expiry_date: '2030-02-30' }],
    ['zero max applications', { max_applications: 0 }],
    ['fractional max applications', { max_applications: 1.5 }],
    ['string max applications', { max_applications: '5' }],
    ['empty question', { questions: [{ text: ' ' }] }],
    ['unknown field', { status: 'posted' }],
    ['no pay', { pay: undefined }],
    ['pay in dollars with cents as a fraction', { pay: { ...PAY, amount_cents: 32.5 } }],
    ['zero pay', { pay: { ...PAY, amount_cents: 0 } }],
    ['unknown employment type', { pay: { ...PAY, employment_type: 'salaried' } }],
    ['hours not in half hours', { pay: { ...PAY, hours_min: 10.25 } }],
    ['more than 80 hours', { pay: { ...PAY, hours_max: 80.5 } }],
    ['most hours fewer than the fewest', { pay: { ...PAY, hours_min: 12, hours_max: 10 } }],
    ['a fixed amount for casual work', { pay: { ...PAY, unit: 'gig' } }],
    ['a schedule over 100 characters', { pay: { ...PAY, schedule: long(101) } }],
  ])('rejects a listing with %s', (_name, patch) => {
    expect(createListingRequest.safeParse({ ...listing, ...patch }).success).toBe(false);
  });

  const application = {
    job_id: ID,
    answers: ['Because'],
    questions: [ID2],
    resume_filename: 'cv.PDF',
    preferred_email: 'me@uni.edu',
    phone_number: null,
    anything_else_answer: null,
  };

  it('accepts a valid application', () => {
    expect(applyRequest.safeParse(application).success).toBe(true);
    expect(
      applyRequest.safeParse({ ...application, phone_number: '+61 400 000 000' }).success,
    ).toBe(true);
  });

  it.each([
    ['blank answer', { answers: [' '] }],
    ['answer over 250', { answers: [long(251)] }],
    ['answers not matching questions', { answers: ['a', 'b'] }],
    ['resume not a document', { resume_filename: 'cv.exe' }],
    ['resume with a path', { resume_filename: '../cv.pdf' }],
    ['invalid preferred email', { preferred_email: 'me@uni' }],
    ['anything else over 250', { anything_else_answer: long(251) }],
    ['unknown field', { status: 'submitted' }],
  ])('rejects an application with %s', (_name, patch) => {
    expect(applyRequest.safeParse({ ...application, ...patch }).success).toBe(false);
  });

  // The saved resume instead of a new file, never both and never neither.
  it('takes either a resume file name or use_saved_resume', () => {
    const { resume_filename: _file, ...withoutFile } = application;
    expect(applyRequest.safeParse({ ...withoutFile, use_saved_resume: true }).success).toBe(true);
    expect(applyRequest.safeParse({ ...application, use_saved_resume: false }).success).toBe(true);
    expect(messages(applyRequest, withoutFile)).toEqual([validationMessages.resumeMissing]);
    expect(messages(applyRequest, { ...withoutFile, use_saved_resume: false })).toEqual([
      validationMessages.resumeMissing,
    ]);
    expect(messages(applyRequest, { ...application, use_saved_resume: true })).toEqual([
      BOTH_RESUMES_MESSAGE,
    ]);
  });

  it('answers an application with an upload form, or as submitted with the saved resume', () => {
    const form = { upload_url: '/api/storage/upload', fields: { key: 'k' }, application_id: ID };
    expect(applyOutcome.parse(form)).toEqual(form);
    const submitted = { application_id: ID, submitted: true };
    expect(applyOutcome.parse(submitted)).toEqual(submitted);
    expect(applyOutcome.safeParse({ application_id: ID }).success).toBe(false);
  });

  it('says what is wrong with a picked resume file before it is sent', () => {
    const file = (name: string, size = 10) => ({ name, size });
    expect(resumeFileProblem(file('cv.DOCX', RESUME_MAX_BYTES))).toBeUndefined();
    expect(resumeFileProblem(null)).toBe(validationMessages.resumeMissing);
    expect(resumeFileProblem(file('cv.png'))).toBe(validationMessages.resumeType);
    expect(resumeFileProblem(file('cv.pdf', RESUME_MAX_BYTES + 1))).toBe(
      validationMessages.resumeTooLarge,
    );
  });

  it('uses the apply form message for the preferred email', () => {
    expect(messages(applyRequest, { ...application, preferred_email: 'x' })).toEqual([
      'Please enter a valid email.',
    ]);
  });

  it('the status call moves to seen, shortlisted or rejected only', () => {
    for (const status of ['seen', 'shortlisted', 'rejected']) {
      expect(setApplicationStatusRequest.safeParse({ new_status: status }).success).toBe(true);
    }
    for (const status of ['withdrawn', 'interview', 'offered', 'hired', 'submitted']) {
      expect(setApplicationStatusRequest.safeParse({ new_status: status }).success).toBe(false);
    }
  });

  it('splits the pipeline into stages under way and final ones, each stage once', () => {
    const { APPLICATION_STATUSES, LIVE_APPLICATION_STATUSES, TERMINAL_APPLICATION_STATUSES } =
      contract;
    expect([...LIVE_APPLICATION_STATUSES, ...TERMINAL_APPLICATION_STATUSES].sort()).toEqual(
      [...APPLICATION_STATUSES].sort(),
    );
    expect(contract.isLiveApplicationStatus('interview')).toBe(true);
    expect(contract.isTerminalApplicationStatus('interview')).toBe(false);
    expect(contract.isTerminalApplicationStatus('hired')).toBe(true);
    expect(contract.isLiveApplicationStatus('pending')).toBe(false);
    // Every stage is a status an answer may carry.
    for (const status of APPLICATION_STATUSES) {
      expect(contract.applicationStatus.safeParse(status).success).toBe(true);
    }
  });

  it('student profile edit has no required fields but keeps the 250 limit', () => {
    const edit = {
      university: '',
      degree: '',
      about: '',
      experience: '',
      other_qualifications: '',
      qualifications: [],
    };
    expect(updateStudentProfileRequest.safeParse(edit).success).toBe(true);
    expect(
      updateStudentProfileRequest.safeParse({ ...edit, other_qualifications: long(251) }).success,
    ).toBe(false);
  });
});

describe('queries', () => {
  it('coerce limit from the query string within 1..50, default 5', () => {
    expect(studentApplicationsQuery.parse({})).toEqual({ limit: 5 });
    expect(employerListingsQuery.parse({ limit: '7' }).limit).toBe(7);
    for (const limit of ['0', '51', '2.5', 'abc']) {
      expect(studentApplicationsQuery.safeParse({ limit }).success).toBe(false);
    }
  });

  it('need both halves of the cursor', () => {
    const cursor = { before_created_at: '2025-08-28T03:15:00.123Z', before_id: ID };
    expect(studentApplicationsQuery.safeParse({ limit: '5', ...cursor }).success).toBe(true);
    expect(studentApplicationsQuery.safeParse({ before_id: ID }).success).toBe(false);
    expect(
      studentApplicationsQuery.safeParse({ ...cursor, before_created_at: 'yesterday' }).success,
    ).toBe(false);
    expect(studentApplicationsQuery.safeParse({ ...cursor, before_id: 'x' }).success).toBe(false);
    expect(studentApplicationsQuery.safeParse({ offset: '5' }).success).toBe(false);
  });

  it('jobs by category: category, coordinates as a pair, radius', () => {
    expect(jobsByCategoryQuery.parse({ category_code: 'RETL' })).toEqual({
      category_code: 'RETL',
      limit: 3,
    });
    expect(
      jobsByCategoryQuery.parse({
        category_code: 'HOSP',
        limit: '6',
        lat: '-33.8688',
        long: '151.2093',
        radius_km: '5',
      }),
    ).toMatchObject({ lat: -33.8688, long: 151.2093, radius_km: 5, limit: 6 });
    expect(jobsByCategoryQuery.safeParse({ category_code: 'FOOD' }).success).toBe(false);
    expect(jobsByCategoryQuery.safeParse({ category_code: 'HOSP', lat: '-33' }).success).toBe(
      false,
    );
    expect(jobsByCategoryQuery.safeParse({ category_code: 'HOSP', radius_km: '0' }).success).toBe(
      false,
    );
  });

  it('places autocomplete: input required, country upper-cased', () => {
    expect(placesAutocompleteQuery.parse({ input: 'New', country: 'au' }).country).toBe('AU');
    expect(placesAutocompleteQuery.safeParse({ input: ' ' }).success).toBe(false);
    expect(placesAutocompleteQuery.safeParse({ input: 'x', lng: '151' }).success).toBe(false);
  });
});

describe('responses', () => {
  it('parse the job cards and the employer detail, stripping unknown fields', () => {
    const page = jobsByCategoryResponse.parse({
      jobs: [
        {
          id: ID,
          title: 'Barista',
          company: 'Cafe',
          short_preview: 'Mornings',
          location: 'Newtown',
          expiry: '2030-01-31',
          applications: 2,
          max_applications: 10,
          created_at: '2025-08-28T03:15:00Z',
          pay: { ...PAY, hourly_cents: 3250 },
          internal: 'x',
        },
      ],
      has_more: false,
    });
    expect(page.jobs[0]).not.toHaveProperty('internal');
    expect(
      employerApplicationDetail.safeParse({
        id: ID,
        status: 'submitted',
        job: { title: 'Barista' },
        applicant: {
          name: 'Ada',
          email: 'a@b.co',
          phone: null,
          degree: 'BSc',
          university: 'UNSW',
          qualifications: [{ label: 'First Aid' }],
          about: '',
        },
        answers: [{ question: 'Why?', answer: 'Because' }],
        anything_else_answer: null,
        resume_file_name: 'cv.pdf',
      }).success,
    ).toBe(true);
    expect(
      applyResponse.safeParse({
        upload_url: '/uploads',
        fields: { key: 'k', n: 1 },
        application_id: ID,
      }).success,
    ).toBe(false);
  });
});

describe('endpoint table', () => {
  it('fills path placeholders, URL-encoding each value', () => {
    expect(endpointPath(endpoints.applications.listingApplications, { id: ID })).toBe(
      `/employer/listings/${ID}/applications`,
    );
    expect(endpointPath(endpoints.applications.withdrawApplication, { id: 'a/b' })).toBe(
      '/student/applications/a%2Fb/withdraw',
    );
    expect(endpointPath(endpoints.system.health)).toBe('/health');
    expect(() => endpointPath(endpoints.applications.cancelApplication, {})).toThrow(
      /no value for :application_id/,
    );
  });

  it('has one entry per method and path, and a params schema for every placeholder', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of allEndpoints) {
      const placeholders = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      expect(Object.keys(e.params?.shape ?? {}).sort(), `${e.method} ${e.path}`).toEqual(
        placeholders,
      );
      expect(e.path.startsWith('/'), e.path).toBe(true);
    }
  });

  it('gives every entry its own OpenAPI operation id, a camelCase word', () => {
    const ids = allEndpoints.map((e) => e.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('takes a body only on methods that carry one', () => {
    for (const e of allEndpoints) {
      if (e.body) expect(['POST', 'PUT', 'PATCH'], `${e.method} ${e.path}`).toContain(e.method);
    }
  });

  it('exports the zod schemas', () => {
    const schemas = Object.entries(contract).filter(([, v]) => v instanceof z.ZodMiniType);
    expect(schemas.length).toBeGreaterThan(60);
  });
});
