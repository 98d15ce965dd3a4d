// UI parts several remotes render alike, compiled into each remote that imports them (as
// api-calls is; docs/adr/0006): radio cards, tabs, titled sections, an edit-in-place card, a paged
// table, a confirmed action, a form in a dialog, a status history, an application's message
// thread and its new messages, line icons, the document title, the download of one's data, a
// dashboard's header and its danger zone, and
// the small
// layouts and pieces the remotes' styles repeated. Built on shared-kit's design system; what every
// remote needs at run time (the theme, Button, Dialog) stays in shared-kit.
export {
  ChoiceCard,
  ChoiceList,
  RadioChoices,
  type ChoiceLook,
  type RadioChoice,
  type RadioChoicesProps,
} from './choice-cards';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { TitledSection, Facts } from './titled-section';
export { column, spreadRow, wrappingRow, type Space } from './layout';
export { ButtonLink } from './button-link';
export { CardHead } from './card-head';
export { StackedList } from './stacked-list';
export { SkeletonTitle } from './skeleton-title';
export { RowCard, RowCardLine, RowCardText } from './row-card';
export { PageColumn, PageLead } from './page-column';
export { EditableDetails, type EditableDetailsProps } from './editable-details';
export { PagedTable, type PagedList, type PagedTableProps } from './paged-table';
export { ConfirmFlow, type ConfirmFlowProps, type ConfirmedAction } from './confirm-flow';
export { FailureNote } from './failure-note';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { HistoryList, type HistoryItem } from './history-list';
export { MessageThread, type EarlierMessages, type MessageThreadProps } from './message-thread';
export { MessageComposer, type MessageComposerProps } from './message-composer';
export { type ThreadEntry, type WarningLink } from './thread-entry';
export { sendFailureText, waitWords } from './thread-failure';
export {
  earlierCursor,
  oldestFirst,
  withMessage,
  withNewest,
  type ThreadPage,
} from './thread-pages';
export { MESSAGES_READ_EVENT, announceMessagesRead, useMessagesRead } from './use-messages-read';
export { LineIcon, type LineIconProps } from './line-icon';
export { NewMessagesLink, newMessagesText } from './new-messages-link';
export { VisuallyHiddenInput } from './visually-hidden-input';
export { useDocumentTitle } from './use-document-title';
export {
  DataDownload,
  downloadArchive,
  downloadFailure,
  downloadName,
  limitMessage,
  DOWNLOAD_FAILED,
  DOWNLOAD_SIGNED_OUT,
} from './data-download';
export { AccountHeader, type AccountHeaderProps } from './account-header';
export { DangerZone, type DangerZoneProps } from './danger-zone';
