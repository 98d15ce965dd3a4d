import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-kit';
import { STUDENT_APPLICATION_PATH } from '../lib/application-path';
import { StudentApplicationPage } from './routes/student-application-page';
import { StudentProfilePage } from './routes/student-profile-page';

/**
 * mf-student's routes, on full paths: the shell mounts this remote only on them. The paths are the
 * screens this remote declares in its screens.json (SPEC's URLs, named in shared-kit's `paths`). The router is the
 * remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.studentProfile} element={<StudentProfilePage />} />
        <Route path={STUDENT_APPLICATION_PATH} element={<StudentApplicationPage />} />
      </Routes>
    </BrowserRouter>
  );
}
