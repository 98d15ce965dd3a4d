import type { StudentProfileResponse, UpdateStudentProfileRequest } from 'api-contract';

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
  };
}

/** Ticks or unticks one qualification, keeping the list free of repeats. */
export function toggleQualification(draft: ProfileDraft, code: string, on: boolean): ProfileDraft {
  const rest = draft.qualifications.filter((q) => q !== code);
  return { ...draft, qualifications: on ? [...rest, code] : rest };
}
