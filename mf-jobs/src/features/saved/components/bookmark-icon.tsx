/** A bookmark, outlined, or filled once the job is saved (24px grid, in the text colour). */
export function BookmarkIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 3.5h12v17l-6-4.2-6 4.2v-17Z" />
    </svg>
  );
}
