import { Route, Routes } from 'react-router-dom';
import { JobApplyPage } from './routes/job-apply-page';
import { JobSearchPage } from './routes/job-search-page';

/** mf-jobs's routes, on full paths: the shell mounts this remote only on them. */
export function App() {
  return (
    <Routes>
      <Route path="/jobs/search" element={<JobSearchPage />} />
      <Route path="/jobs/apply" element={<JobApplyPage />} />
    </Routes>
  );
}
