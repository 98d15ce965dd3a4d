import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-kit';

export { loadFirstView } from './first-view';
import { JobApplyPage } from './routes/job-apply-page';
import { JobSearchPage } from './routes/job-search-page';

// The unsubscribe and turn-on pages are opened from alert mails, never while browsing: one chunk
// for both, fetched when one is opened.
const JobAlertUnsubscribePage = lazy(() =>
  import('./routes/mail-link-pages').then((m) => ({ default: m.JobAlertUnsubscribePage })),
);
const JobAlertConfirmPage = lazy(() =>
  import('./routes/mail-link-pages').then((m) => ({ default: m.JobAlertConfirmPage })),
);

/**
 * mf-jobs's routes, on full paths: the shell mounts this remote only on them. The paths are the
 * screens this remote declares in its screens.json (SPEC's URLs, named in shared-kit's `paths`).
 * Under the browser's router in the page, under a static one on the site server (server-render.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.jobsSearch} element={<JobSearchPage />} />
      <Route path={paths.jobsApply} element={<JobApplyPage />} />
      <Route
        path={paths.jobsUnsubscribe}
        element={
          <Suspense fallback={null}>
            <JobAlertUnsubscribePage />
          </Suspense>
        }
      />
      <Route
        path={paths.jobsAlertConfirm}
        element={
          <Suspense fallback={null}>
            <JobAlertConfirmPage />
          </Suspense>
        }
      />
    </Routes>
  );
}

/**
 * The remote's root. The router is the remote's own: react-router-dom is bundled in each remote
 * (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
