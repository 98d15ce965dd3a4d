import type { StudentProfileResponse, UpdateStudentProfileRequest } from 'api-contract/accounts';

/** The editable part of the profile: what Edit Profile copies and Save Changes sends. */
export type ProfileDraft = UpdateStudentProfileRequest;

/** Edit Profile copies the saved values into a draft (SPEC section 4). */
export function draftFrom(profile: StudentProfileResponse): ProfileDraft {
  return {
    university: profile.university,
    degree: profile.degree,
    about: profile.about,
    experience: profile.experience,
    other_qualifications: profile.other_qualifications,
    qualifications: [...profile.qualifications],
    student_visa_work_limit: profile.student_visa_work_limit ?? false,
  };
}

/** Ticks or unticks one qualification, keeping the list free of repeats. */
export function toggleQualification(draft: ProfileDraft, code: string, on: boolean): ProfileDraft {
  const rest = draft.qualifications.filter((q) => q !== code);
  return { ...draft, qualifications: on ? [...rest, code] : rest };
}

/** Whether the draft differs from the saved profile (the order of ticks aside). */
export function draftChanged(draft: ProfileDraft, profile: StudentProfileResponse): boolean {
  const saved = draftFrom(profile);
  const sorted = (codes: readonly string[]) => [...codes].sort().join();
  return (
    draft.university !== saved.university ||
    draft.degree !== saved.degree ||
    draft.about !== saved.about ||
    draft.experience !== saved.experience ||
    draft.other_qualifications !== saved.other_qualifications ||
    sorted(draft.qualifications) !== sorted(saved.qualifications) ||
    (draft.student_visa_work_limit ?? false) !== saved.student_visa_work_limit
  );
}
