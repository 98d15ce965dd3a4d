/** The student's page of one of their applications (declared in this remote's screens.json). */
export const STUDENT_APPLICATION_PATH = '/profile/student/application';

/** The student's page of the application `id`. */
export function studentApplicationPath(id: string): string {
  return `${STUDENT_APPLICATION_PATH}?id=${encodeURIComponent(id)}`;
}
