import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { moderationPaths } from '../lib/moderation-paths';
import { QueuePage } from './routes/queue-page';
import { ReviewPage } from './routes/review-page';

/**
 * mf-admin's routes, on full paths: the shell mounts this remote only on them, the screens its
 * screens.json declares (moderators only). The router is the remote's own: react-router-dom is
 * bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={moderationPaths.queue} element={<QueuePage />} />
        <Route path={moderationPaths.review} element={<ReviewPage />} />
      </Routes>
    </BrowserRouter>
  );
}
