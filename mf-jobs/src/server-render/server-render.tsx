// The release's server render (shared-kit's SERVER_RENDER_FILE): the site server runs it to send
// the first view of the screens screens.json marks `serverRender` as HTML, made by the screens'
// own components from the API's answers, with the styles they use. The browser's remote takes the
// view over when it mounts (shared-kit's useTakeOverServerView).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient, DesignProvider, SERVER_VIEW_ID } from 'shared-kit';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { AppRoutes } from '../app/app';
import { loadFirstView } from './first-view';

/** A screen's first view: its markup, and the CSS of the styled components in it. */
export interface ServerView {
  html: string;
  css: string;
}

/**
 * The first view of the screen at `url` (a site path with its query), or null when the screen is
 * not rendered on the server. The API is called through the context's `fetch` (the site server's).
 */
export async function render(url: string): Promise<ServerView | null> {
  const location = new URL(url, 'http://site.invalid');
  const client = createQueryClient();
  // A failed call's query shows its failure, as the browser shows it before any retry.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  if (!(await loadFirstView(client, location))) return null;
  const sheet = new ServerStyleSheet();
  try {
    // Every rule under the view's element: the page's own styles arrive while the view shows,
    // and a rule of theirs must not outrank one of the view's (a base component's max-width
    // written after the screen's own).
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance} namespace={`#${SERVER_VIEW_ID}`}>
        <DesignProvider>
          <QueryClientProvider client={client}>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </DesignProvider>
      </StyleSheetManager>,
    );
    // The one <style> element's text: the site server writes its own element around it.
    const css = sheet.getStyleTags().replace(/^\s*<style[^>]*>|<\/style>\s*$/g, '');
    return { html, css };
  } finally {
    sheet.seal();
    client.clear();
  }
}
