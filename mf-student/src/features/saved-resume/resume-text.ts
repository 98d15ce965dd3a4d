import { formatDate, sydneyToday } from 'shared-kit';

/** "Nov 3, 2026": the day it was uploaded in Sydney, as the site shows every date. */
export const uploadedOn = (uploadedAt: string): string =>
  formatDate(sydneyToday(new Date(uploadedAt)));

/** 240 kB, 1.2 MB: the size a person reads next to the name. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
