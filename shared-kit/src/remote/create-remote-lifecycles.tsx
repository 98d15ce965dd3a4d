import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { queryClient } from '../client';
import { primeFirstView, type FirstViewLoader } from '../server-view/prime-first-view';
import { RemoteProviders } from './remote-providers';
import { RenderInSlices } from './render-in-slices';

/** Props the shell passes to every remote: the element the remote renders into. */
export type RemoteMountProps = AppProps & { domElement?: HTMLElement };

/**
 * single-spa lifecycles for a remote whose root component is loaded lazily, so the remote's entry
 * module stays small and its screens download only when the remote first mounts. A remote whose
 * screens the site server renders gives `loadFirstView` too (from the same chunk as its App): on a
 * page with the server's view of one of them, the view's data is loaded before the first render
 * (primeFirstView).
 */
export function createRemoteLifecycles(
  loadApp: () => Promise<ComponentType>,
  loadFirstView?: () => Promise<FirstViewLoader>,
): LifeCycles<RemoteMountProps> {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    loadRootComponent: async () => {
      const [App] = await Promise.all([
        loadApp(),
        loadFirstView ? primeFirstView(queryClient, loadFirstView) : undefined,
      ]);
      return function RemoteRoot() {
        return (
          <RenderInSlices>
            <RemoteProviders>
              <App />
            </RemoteProviders>
          </RenderInSlices>
        );
      };
    },
    errorBoundary: () => (
      <p role="alert">This part of the page could not be shown. Please reload.</p>
    ),
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  };
}
