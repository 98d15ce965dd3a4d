import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-kit';

export { loadFirstView } from './first-view';
import { EDIT_JOB_PATH } from '../lib/edit-job-path';
import { CreateJobPage } from './routes/create-job-page';
import { EditJobPage } from './routes/edit-job-page';
import { EmployerProfilePage } from './routes/employer-profile-page';
import { ViewApplicationPage } from './routes/view-application-page';

/**
 * mf-employer's routes, on full paths: the shell mounts this remote only on them. The paths are the
 * screens this remote declares in its screens.json (SPEC's URLs, named in shared-kit's `paths`).
 * Under the browser's router in the page, under a static one on the site server (server-render.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.employerProfile} element={<EmployerProfilePage />} />
      <Route path={paths.createJob} element={<CreateJobPage />} />
      <Route path={EDIT_JOB_PATH} element={<EditJobPage />} />
      <Route path={paths.viewApplicationBase} element={<ViewApplicationPage />} />
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
