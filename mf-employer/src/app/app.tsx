import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CreateJobPage } from './routes/create-job-page';
import { EmployerProfilePage } from './routes/employer-profile-page';
import { ViewApplicationPage } from './routes/view-application-page';

/**
 * mf-employer's routes, on full paths: the shell mounts this remote only on them. The router is the
 * remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/profile/employer" element={<EmployerProfilePage />} />
        <Route path="/profile/employer/createjob" element={<CreateJobPage />} />
        <Route path="/profile/employer/viewapplication" element={<ViewApplicationPage />} />
      </Routes>
    </BrowserRouter>
  );
}
