import { Route, Routes } from 'react-router-dom';
import { StudentProfilePage } from './routes/student-profile-page';

/** mf-student's routes, on full paths: the shell mounts this remote only on them. */
export function App() {
  return (
    <Routes>
      <Route path="/profile/student" element={<StudentProfilePage />} />
    </Routes>
  );
}
