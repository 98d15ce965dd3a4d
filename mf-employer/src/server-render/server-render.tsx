// The release's server render (shared-kit's SERVER_RENDER_FILE): the site server runs it to send
// the first view of the screens screens.json marks `serverRender` as HTML (shared-kit's
// renderServerView), made by the screens' own components from the employer's own answers.
import { renderServerView, type ServerView } from 'shared-kit/server-render';
import { AppRoutes } from '../app/app';
import { loadFirstView } from '../app/first-view';

/** The first view of the screen at `url`, or null when it is not rendered on the server. */
export const render = (url: string): Promise<ServerView | null> =>
  renderServerView(url, { loadFirstView, Routes: AppRoutes });
