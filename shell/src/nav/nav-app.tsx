import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { DesignProvider, RenderInSlices, ToastRegion } from 'shared-kit';
import singleSpaReact from 'single-spa-react';
import { ShellStyle } from '../layout/shell-style';
import { TopNav } from './top-nav';

/** In slices, as the screens are: the nav's place is kept by the page's frame meanwhile. */
function NavRoot() {
  return (
    <RenderInSlices>
      <DesignProvider>
        <ShellStyle />
        <TopNav />
        {/* Success messages of every remote: mounted here because the nav is on every page. */}
        <ToastRegion />
      </DesignProvider>
    </RenderInSlices>
  );
}

/** The top navigation as its own single-spa application (the root config renders no UI). */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: NavRoot,
  domElementGetter: () => document.getElementById('app-nav') ?? document.body,
  errorBoundary: () => <p role="alert">The menu could not be shown.</p>,
});
