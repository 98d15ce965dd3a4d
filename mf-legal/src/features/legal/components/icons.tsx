import { LineIcon } from 'ui';

// Decorative icons for the legal page buttons; each button's text is its accessible name.
export function ArrowLeftIcon() {
  return (
    <LineIcon size={18}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </LineIcon>
  );
}

export function ArrowUpIcon() {
  return (
    <LineIcon size={18}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </LineIcon>
  );
}

export function PrinterIcon() {
  return (
    <LineIcon size={18}>
      <path d="M6 9V3h12v6" />
      <rect x="3" y="9" width="18" height="8" rx="2" />
      <path d="M6 14h12v7H6z" />
    </LineIcon>
  );
}
