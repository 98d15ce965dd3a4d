export {
  HELD_TAP_ATTRIBUTE,
  PAGE_ANSWERS_ID,
  PAGE_MODULES_ID,
  SERVER_VIEW_ID,
  SERVER_VIEW_STYLE_ID,
  type PageAnswer,
} from './page-protocol';
export { removeServerView, useTakeOverServerView } from './server-view';
export type { FirstViewLoader } from './prime-first-view';
