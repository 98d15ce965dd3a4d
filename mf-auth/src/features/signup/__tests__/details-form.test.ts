import { describe, expect, it } from 'vitest';
import { detailsErrors, detailsRequest, emptyEmployer, emptyStudent } from '../details-form';

const ticked = { accurate: true, terms: true };

describe('details form rules', () => {
  it('requires name, study and institution for a student, not blank', () => {
    const errors = detailsErrors(
      'student',
      { ...emptyStudent(), full_name: '  ' },
      emptyEmployer(),
      ticked,
    );
    expect(Object.keys(errors).sort()).toEqual(['full_name', 'institution', 'study']);
  });

  it('requires a business name for an employer and nothing else', () => {
    expect(detailsErrors('employer', emptyStudent(), emptyEmployer(), ticked)).toHaveProperty(
      'business_name',
    );
    expect(
      detailsErrors('employer', emptyStudent(), { business_name: 'Cafe', description: '' }, ticked),
    ).toEqual({});
  });

  it('asks for both declarations with the messages of the spec', () => {
    const errors = detailsErrors(
      'employer',
      emptyStudent(),
      { business_name: 'Cafe', description: '' },
      { accurate: false, terms: false },
    );
    expect(errors.accurate).toBe('Please confirm your information is accurate to continue.');
    expect(errors.terms).toBe('You must accept the Terms of Service to continue.');
  });

  it('sends only the chosen role and only ticked qualifications', () => {
    const student = {
      ...emptyStudent(),
      full_name: 'Mia',
      study: 'Nursing',
      institution: 'UTS',
      quals: { RSA: true, WWCC: false },
    };
    expect(detailsRequest('tok', 'student', student, emptyEmployer())).toEqual({
      session_token: 'tok',
      role: 'student',
      student: { ...student, quals: { RSA: true } },
    });
    expect(
      detailsRequest('tok', 'employer', student, { business_name: 'Cafe', description: 'x' }),
    ).toEqual({
      session_token: 'tok',
      role: 'employer',
      employer: { business_name: 'Cafe', description: 'x' },
    });
  });
});
