import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { JobApplyPage } from './routes/job-apply-page';
import { JobSearchPage } from './routes/job-search-page';

/**
 * mf-jobs's routes, on full paths: the shell mounts this remote only on them. The router is the
 * remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/jobs/search" element={<JobSearchPage />} />
        <Route path="/jobs/apply" element={<JobApplyPage />} />
      </Routes>
    </BrowserRouter>
  );
}
