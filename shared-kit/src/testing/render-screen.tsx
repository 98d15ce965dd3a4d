// Test helpers for remotes (imported as shared-kit/testing, never from app code).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesignProvider } from '../design';

/** Shows the router's current path, so tests can see where a screen navigated. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen as mf-auth mounts it: theme, a fresh query client and a router at `path`. */
export function renderScreen(ui: ReactElement, path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <DesignProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </DesignProvider>,
  );
}

/** A fetch answering with `status` and a JSON body; records every call. */
export function fakeFetch(...responses: { status: number; body?: unknown }[]) {
  const calls: { url: string; body: unknown }[] = [];
  const queue = [...responses];
  const fn = (input: RequestInfo | URL, init?: RequestInit) => {
    const next = queue.shift() ?? { status: 500 };
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Promise.resolve(
      new Response(next.body === undefined ? null : JSON.stringify(next.body), {
        status: next.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fn, calls };
}

export { minimumWageAnswer } from 'api-contract/testing';
export { markupText, stubApiByPath } from './server-render';
