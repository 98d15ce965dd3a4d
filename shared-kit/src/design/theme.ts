/** The design kit's tokens: every screen takes colours, spacing and type from here. */
export const theme = {
  colors: {
    brand: '#1d4ed8',
    brandHover: '#1e40af',
    brandSoft: '#e0e7ff',
    accent: '#f59e0b',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    surface: '#ffffff',
    background: '#f8fafc',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    focus: '#2563eb',
    textOnBrand: '#ffffff',
    surfaceMuted: '#f1f5f9',
    borderStrong: '#94a3b8',
    overlay: 'rgba(15, 23, 42, 0.55)',
    skeleton: '#e2e8f0',
    skeletonHighlight: '#f8fafc',
  },
  /** Badge colours per status: dark text on a soft fill, each pair at least 4.5:1. */
  status: {
    submitted: { fg: '#1e40af', bg: '#dbeafe' },
    seen: { fg: '#5b21b6', bg: '#ede9fe' },
    shortlisted: { fg: '#155e75', bg: '#cffafe' },
    interview: { fg: '#3730a3', bg: '#e0e7ff' },
    offered: { fg: '#3f6212', bg: '#ecfccb' },
    hired: { fg: '#065f46', bg: '#d1fae5' },
    declined: { fg: '#44403c', bg: '#e7e5e4' },
    rejected: { fg: '#991b1b', bg: '#fee2e2' },
    withdrawn: { fg: '#334155', bg: '#e2e8f0' },
    pending: { fg: '#92400e', bg: '#fef3c7' },
    posted: { fg: '#166534', bg: '#dcfce7' },
    closed: { fg: '#115e59', bg: '#ccfbf1' },
    expired: { fg: '#9a3412', bg: '#ffedd5' },
    removed: { fg: '#86198f', bg: '#fae8ff' },
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2.25rem',
    hero: '3rem',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.15)',
    dialog: '0 24px 48px rgba(15, 23, 42, 0.24)',
  },
  breakpoints: { mobile: '640px', tablet: '900px' },
  layout: { maxWidth: '1120px', navHeight: '64px' },
  zIndices: { nav: 100, dialog: 1000 },
  transitions: { fast: '120ms ease-out', base: '200ms ease-out' },
} as const;

export type Theme = typeof theme;

/** Media query helper: `${media.mobile} { ... }` applies at or below the mobile breakpoint. */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.mobile})`,
  tablet: `@media (max-width: ${theme.breakpoints.tablet})`,
} as const;

// Every styled component in every package gets the kit's theme type. The augmentation lives here,
// not in a .d.ts, so it travels with the kit to whoever imports it.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends Theme {}
}
