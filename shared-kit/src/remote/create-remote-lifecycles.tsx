import type { ComponentType, ReactNode } from 'react';
import React, { startTransition, useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RemoteProviders } from './remote-providers';

/** Props the shell passes to every remote: the element the remote renders into. */
export type RemoteMountProps = AppProps & { domElement?: HTMLElement };

/**
 * Renders its children as a transition after a first, empty commit: React then renders the screen
 * in slices of a few milliseconds, yielding to the browser between them, instead of one task as
 * long as the whole screen takes (on a phone, hundreds of milliseconds in which a tap waits).
 */
function RenderInSlices({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

/**
 * single-spa lifecycles for a remote whose root component is loaded lazily, so the remote's entry
 * module stays small and its screens download only when the remote first mounts.
 */
export function createRemoteLifecycles(
  loadApp: () => Promise<ComponentType>,
): LifeCycles<RemoteMountProps> {
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    loadRootComponent: async () => {
      const App = await loadApp();
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
