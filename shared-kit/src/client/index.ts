// Browser-side helpers shared by the shell and every remote (one instance: a Module Federation singleton).
export {
  ApiError,
  ApiResponseError,
  extractDetail,
  getErrorDetail,
  isClientError,
} from './api-error';
export {
  apiClient,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallInput,
  type QueryValue,
  type RequestOptions,
  type SessionPort,
} from './api-client';
export {
  SESSION_STORAGE_KEY,
  clearSession,
  getSession,
  getSessionStatus,
  markSessionReady,
  setSession,
  subscribe,
  subscribeSessionStatus,
  useSession,
  useSessionReady,
  whenSessionReady,
  type Session,
  type SessionStatus,
} from './session-store';
export {
  RETURN_URL_STORAGE_KEY,
  isSafeReturnUrl,
  peekReturnUrl,
  sanitizeReturnUrl,
  saveReturnUrl,
  takeReturnUrl,
} from './return-url';
export {
  AUTH_FLOW_STORAGE_KEY,
  AUTH_FLOW_TTL_MS,
  SIGNUP_TOKEN_STORAGE_KEY,
  authFlowStage,
  authFlowState,
  clearAuthFlow,
  clearSignupToken,
  getAuthFlow,
  getSignupToken,
  setAuthFlowStage,
  setSignupToken,
  stageForPath,
  stagePath,
  startAuthFlow,
  type AuthFlowStage,
  type AuthFlowState,
  type StartAuthFlowOptions,
} from './auth-flow';
export { paths, profilePath, SCREEN_PATHS, SIGNUP_ROLE_PARAM } from './paths';
export { createQueryClient, queryClient, shouldRetry } from './query-client';
export { formatDate, isValidEmail, sydneyToday } from './format';
export { logError } from './log';
export { deleteAccountAndLogOut, leaveSignedOut, logOut } from './log-out';
export { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from './use-unsaved-changes';
export {
  useKeysetPages,
  type KeysetCursor,
  type KeysetPage,
  type KeysetRow,
  type UseKeysetPagesOptions,
} from './use-keyset-pages';
