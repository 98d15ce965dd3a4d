import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../client';
import { DesignProvider, RemoteErrorBoundary } from '../design';

/**
 * Providers every remote renders inside its own root: React context does not cross single-spa roots,
 * so each root gets the theme, the one QueryClient (a singleton through shared-kit) and an error
 * boundary of its own. The router is the remote's own (its App renders a BrowserRouter):
 * react-router-dom is not a shared library, so a router made here, from the shell's copy, would not
 * be the one the remote's routes and hooks read.
 */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <DesignProvider>
      <QueryClientProvider client={queryClient}>
        <RemoteErrorBoundary>{children}</RemoteErrorBoundary>
      </QueryClientProvider>
    </DesignProvider>
  );
}
