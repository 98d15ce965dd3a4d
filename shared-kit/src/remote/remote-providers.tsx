import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../client';
import { DesignProvider, RemoteErrorBoundary } from '../design';

/**
 * Providers every remote renders inside its own root: React context does not cross single-spa roots,
 * so each root gets the theme, the one QueryClient (a singleton through shared-kit), a router and an
 * error boundary of its own.
 */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <DesignProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <RemoteErrorBoundary>{children}</RemoteErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </DesignProvider>
  );
}
