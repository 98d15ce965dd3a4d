import type { CategoryCode } from 'api-contract/listings';
import { LineIcon } from 'ui';

// One outline icon per category (24px grid, stroke follows the text colour).
const PATHS: Record<CategoryCode, string> = {
  // A coffee cup.
  HOSP: 'M4 9h12v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V9Zm12 1h1.5a2.5 2.5 0 0 1 0 5H16M7 3v3m4-3v3',
  // A shopping bag.
  RETL: 'M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2',
  // A ticket.
  EVNT: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4V7Zm10 0v10',
  // A parcel.
  PHYS: 'M4 8l8-4 8 4v8l-8 4-8-4V8Zm0 0l8 4 8-4M12 12v8',
  // A briefcase.
  OFFC: 'M4 8h16v11H4V8Zm5 0V5h6v3M4 13h16',
  // A sparkle.
  OTHR: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2 2-6Z',
};

/** The icon of a job category. */
export function CategoryIcon({ code, size = 22 }: { code: CategoryCode; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth="1.8">
      <path d={PATHS[code]} />
    </LineIcon>
  );
}
