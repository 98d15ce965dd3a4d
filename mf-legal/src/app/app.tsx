import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-kit';
import { AboutPage } from './routes/about-page';

// The Privacy Policy and the Terms are long texts that a visit to /about (the site's home) never
// shows: each is its own chunk, downloaded when its page is first opened. The shell's page frame
// keeps the main area's height meanwhile, so nothing moves when the text arrives.
const PrivacyPage = lazy(() =>
  import('./routes/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazy(() => import('./routes/terms-page').then((m) => ({ default: m.TermsPage })));
// The employers' page is its own chunk too: a visit to /about does not download it.
const EmployersPage = lazy(() =>
  import('./routes/employers-page').then((m) => ({ default: m.EmployersPage })),
);

/**
 * mf-legal's routes, on full paths: the shell mounts this remote only on them. The paths are the
 * screens this remote declares in its screens.json (SPEC's URLs, named in shared-kit's `paths`). The router is the
 * remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.employers} element={<EmployersPage />} />
          <Route path={paths.privacy} element={<PrivacyPage />} />
          <Route path={paths.terms} element={<TermsPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
