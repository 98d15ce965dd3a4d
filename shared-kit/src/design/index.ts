// The design kit: tokens, global style, provider and the components every remote builds screens from.

/** Design tokens, their type, and breakpoint media queries. */
export { theme, media, type Theme } from './theme';
/** Base document styles (type, colours, focus ring, reduced motion, `.visually-hidden`). */
export { GlobalStyle } from './global-style';
/** Theme provider (plus global style) every remote root renders. */
export { DesignProvider, type DesignProviderProps } from './theme-provider';
/** The shared keyboard focus ring, for custom interactive elements. */
export { focusRing } from './focus-ring';
/** Buttons and button-looking links, and the style mixin behind them. */
export {
  Button,
  ButtonLink,
  buttonStyles,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from './button';
/** Inline busy indicator. */
export { Spinner } from './spinner';
/** The hint and error lines under a field, for custom controls such as a file picker. */
export { FieldError, FieldHint, LabelText } from './field-parts';
/** Labelled single-line input with hint and error. */
export { TextField, type TextFieldProps } from './text-field';
/** Labelled text area with an 'n/max' counter that truncates at maxLength. */
export { TextArea, type TextAreaProps } from './text-area';
/** Labelled checkbox with hint and error. */
export { Checkbox, type CheckboxProps } from './checkbox';
/** Location box with suggestions (combobox); api-calls' LocationAutocomplete binds it to the API. */
export {
  LocationField,
  type LocationFieldProps,
  type PickedPlace,
  type PlaceBias,
  type PlaceLookup,
} from './location-field';
/** Labelled native select. */
export { Select, type SelectProps, type SelectOption } from './select';
/** Modal dialog with focus trap, Escape and backdrop close, focus return. */
export { Dialog, type DialogProps } from './dialog';
/** Confirm/cancel question built on Dialog. */
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
/** Shimmering loading placeholders. */
export {
  Skeleton,
  SkeletonText,
  SkeletonLine,
  FieldSkeleton,
  CheckboxSkeleton,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonLineProps,
  type FieldSkeletonProps,
} from './skeleton';
/** Pagination rule and texts (SPEC section 9). */
export { paginationItems, rangeText, pageText, pageCount, type PaginationItem } from './pagination';
/** Pagination control: Previous/Next, page buttons, range and page texts. */
export { Pagination, type PaginationProps } from './pagination-control';
/** Page, card, stack, heading and visually hidden layout helpers. */
export {
  PageContainer,
  Card,
  Stack,
  Heading,
  VisuallyHidden,
  type StackProps,
  type HeadingProps,
} from './layout';
/** Table on wide screens, card list on narrow ones. */
export { DataTable, type DataTableProps, type DataTableColumn } from './data-table';
/** Whether a media query currently matches. */
export { useMediaQuery } from './use-media-query';
/** Listing and application status pill. */
export { StatusBadge, type StatusBadgeProps, type BadgeStatus } from './status-badge';
/** Failure message with a Retry action. */
export { ErrorState, type ErrorStateProps } from './error-state';
/** A failed action's sentence beside its button. */
export { ActionFailure } from './action-failure';
/** A list's or a part's failed load, in its place, with Retry. */
export { LoadFailure, type LoadFailureProps } from './load-failure';
/** Error boundary that shows ErrorState and resets on Retry. */
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './remote-error-boundary';
/** A dashboard header with log out and account deletion behind dialogs. */
export { AccountHeader, type AccountHeaderProps } from './account-header';
/** Success messages in a polite live region that outlives the screen (the shell mounts it). */
export {
  ToastRegion,
  TOAST_DURATION_MS,
  dismissToast,
  showToast,
  useToasts,
  type Toast,
} from './toast';
/** A listing's pay line that breaks only between its parts, and its two-line table cell. */
export { PayText, PayCell } from './pay-text';
/** "Verified student · UNSW · since Nov 2026", on a verified student's profile and applications. */
export { VerifiedBadge, type VerifiedBadgeProps } from './verified-badge';
