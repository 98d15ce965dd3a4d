// Calendar files (RFC 5545) mailed with an interview's times: one VEVENT per file, in UTC, so
// every calendar shows it at the right local time. The event's UID is the interview time's own
// id, so the file of the chosen time updates the entry the invitation's file made instead of
// adding a second one. METHOD:PUBLISH: the file is information to add, not a meeting request
// whose replies we would have to take (that needs an organizer and attendees).
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { MailAttachment } from './mail-types';

export interface CalendarEntry {
  /** Stable across mails: the interview time's id. */
  uid: string;
  startsAt: Date;
  summary: string;
  location: string;
  description: string;
  /** When the file was written (DTSTAMP). */
  now: Date;
}

/** The UID of an interview time, as every file about it carries it. */
export const interviewUid = (slotId: string, domain: string): string =>
  `interview-${slotId}@${domain}`;

export function calendarFile(entry: CalendarEntry, filename: string): MailAttachment {
  const calendar = ical({
    prodId: { company: 'Student Gigs', product: 'Student Gigs', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: entry.uid,
    start: entry.startsAt,
    stamp: entry.now,
    summary: entry.summary,
    location: entry.location,
    description: entry.description,
  });
  return {
    filename,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  };
}
