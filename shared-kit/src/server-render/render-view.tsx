// A remote's server render (its src/server-render/server-render.tsx, built by
// shared-kit/vite-server-render.mjs): the first view of one of its screens as HTML, made by the
// screen's own components from the API's answers, with the styles they use. The site server runs
// it (shell/server/server-render.ts); the browser's remote takes the view over when it mounts
// (useTakeOverServerView). Imported by the server renders only, never by a page.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { createQueryClient } from '../client/query-client';
import { DesignProvider } from '../design';
import { SERVER_VIEW_ID } from '../server-view/page-protocol';
import type { FirstViewLoader } from '../server-view/prime-first-view';

/** A screen's first view: its markup, and the CSS of the styled components in it. */
export interface ServerView {
  html: string;
  css: string;
}

export interface RemoteRender {
  /** The remote's app/first-view.ts. */
  loadFirstView: FirstViewLoader;
  /** The remote's routes, without a router. */
  Routes: ComponentType;
}

/**
 * The first view of the screen at `url` (a site path with its query), or null when the remote
 * does not render that screen on the server. The API is called through the global `fetch` (the
 * site server's, as the page's visitor).
 */
export async function renderServerView(
  url: string,
  { loadFirstView, Routes }: RemoteRender,
): Promise<ServerView | null> {
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
              <Routes />
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
