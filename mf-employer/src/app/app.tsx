import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-kit';
import { EDIT_JOB_PATH } from '../lib/edit-job-path';
import { CreateJobPage } from './routes/create-job-page';
import { EditJobPage } from './routes/edit-job-page';
import { EmployerProfilePage } from './routes/employer-profile-page';
import { ViewApplicationPage } from './routes/view-application-page';

/**
 * mf-employer's routes, on full paths: the shell mounts this remote only on them. The paths are the
 * screens this remote declares in its screens.json (SPEC's URLs, named in shared-kit's `paths`). The router is the
 * remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.employerProfile} element={<EmployerProfilePage />} />
        <Route path={paths.createJob} element={<CreateJobPage />} />
        <Route path={EDIT_JOB_PATH} element={<EditJobPage />} />
        <Route path={paths.viewApplicationBase} element={<ViewApplicationPage />} />
      </Routes>
    </BrowserRouter>
  );
}
