import { Route, Routes } from 'react-router-dom';
import { AboutPage } from './routes/about-page';
import { PrivacyPage } from './routes/privacy-page';
import { TermsPage } from './routes/terms-page';

/** mf-legal's routes, on full paths: the shell mounts this remote only on them. */
export function App() {
  return (
    <Routes>
      <Route path="/about" element={<AboutPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
    </Routes>
  );
}
