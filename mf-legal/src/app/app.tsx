import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AboutPage } from './routes/about-page';
import { PrivacyPage } from './routes/privacy-page';
import { TermsPage } from './routes/terms-page';

/**
 * mf-legal's routes, on full paths: the shell mounts this remote only on them. The router is the
 * remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/about" element={<AboutPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
      </Routes>
    </BrowserRouter>
  );
}
