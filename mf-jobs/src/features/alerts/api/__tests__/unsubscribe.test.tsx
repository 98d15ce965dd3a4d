import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { alerts } from 'api-contract/alerts';
import { endpointKey } from 'api-contract/common';
import { fakeFetch } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsubscribe } from '../unsubscribe';

afterEach(() => vi.unstubAllGlobals());

describe('useUnsubscribe', () => {
  it("marks the student's alerts list stale once the alert is stopped", async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { status: 'unsubscribed' } }).fn);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    // The list as mf-student caches it on the same query client.
    const list = endpointKey(alerts.studentAlerts);
    client.setQueryData(list, { alerts: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUnsubscribe(), { wrapper });
    expect(client.getQueryState(list)?.isInvalidated).toBe(false);
    act(() => result.current.mutate('a'.repeat(40)));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(list)?.isInvalidated).toBe(true);
  });
});
