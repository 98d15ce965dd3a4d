import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { endpointKey } from 'api-contract/common';
import { listings } from 'api-contract/listings';
import { fakeFetch } from 'shared-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWithdrawApplication } from '../withdraw-application';

afterEach(() => vi.unstubAllGlobals());

function withClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  // The job page as mf-jobs caches it: the listing's key, then who looked.
  const jobPage = [...endpointKey(listings.job, { id: 'job-1' }), 'student'];
  client.setQueryData(jobPage, { id: 'job-1', my_application: { status: 'submitted' } });
  const other = ['student', 'saved-jobs'];
  client.setQueryData(other, { rows: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, jobPage, other, wrapper };
}

describe('useWithdrawApplication', () => {
  it('marks every job page stale once the withdrawal is made, and nothing else', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 200, body: { ok: true } }).fn);
    const { client, jobPage, other, wrapper } = withClient();
    const { result } = renderHook(() => useWithdrawApplication(), { wrapper });
    act(() => result.current.mutate('application-1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(jobPage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });

  it('leaves the job pages as they were when the withdrawal fails', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 500 }).fn);
    const { client, jobPage, wrapper } = withClient();
    const { result } = renderHook(() => useWithdrawApplication(), { wrapper });
    act(() => result.current.mutate('application-1'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryState(jobPage)?.isInvalidated).toBe(false);
  });
});
