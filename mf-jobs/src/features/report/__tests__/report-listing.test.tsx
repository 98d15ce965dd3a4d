import { cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { clearSession, peekReturnUrl, setSession, useToasts } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOG_IN_TO_REPORT, ReportListing } from '../components/report-listing';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

const jobId = '00000000-0000-4000-8000-000000000010';
const employer = { user_id: '00000000-0000-4000-8000-0000000000bb', role: 'employer' } as const;

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.mocked(navigateToUrl).mockClear();
});

describe('Report this listing', () => {
  it('tells a visitor why the login screen comes, and brings them back to the job', () => {
    renderScreen(<ReportListing jobId={jobId} />, `/jobs/apply?id=${jobId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/auth/login');
    expect(peekReturnUrl()).toBe(`/jobs/apply?id=${jobId}`);
    const toasts = renderHook(() => useToasts()).result.current;
    expect(toasts.map((toast) => toast.message)).toContain(LOG_IN_TO_REPORT);
  });

  it('is not offered to an employer', () => {
    setSession(employer);
    renderScreen(<ReportListing jobId={jobId} />, `/jobs/apply?id=${jobId}`);
    expect(screen.queryByRole('button', { name: 'Report this listing' })).toBeNull();
  });
});
