// The not-found view as a single-spa application of the shell, active on a path no remote
// declares (is-not-found.ts). Loaded only there: no other page downloads it.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { DesignProvider } from 'shared-kit';
import singleSpaReact from 'single-spa-react';
import { NotFoundView } from './not-found-view';
import { SERVER_NOT_FOUND_ID } from './not-found-words';

/** The view's element in <main>, after the server's markup is gone (it would show twice). */
function element(): HTMLElement {
  document.getElementById(SERVER_NOT_FOUND_ID)?.remove();
  const id = 'shell-not-found';
  const existing = document.getElementById(id);
  if (existing) return existing;
  const host = document.createElement('div');
  host.id = id;
  (document.getElementById('app-main') ?? document.body).append(host);
  return host;
}

export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <DesignProvider>
      <NotFoundView />
    </DesignProvider>
  ),
  domElementGetter: element,
  errorBoundary: () => <p role="alert">This page could not be shown.</p>,
});
