import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, apiClient } from 'shared-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DataDownload,
  DOWNLOAD_FAILED,
  DOWNLOAD_SIGNED_OUT,
  downloadArchive,
  downloadFailure,
  downloadName,
  limitMessage,
} from '../data-download';
import { renderThemed } from './render-themed';

const PATH = '/account/export';
// The body as text: a typed array from the test's own realm (the vmThreads pool) would reach
// Response as a plain object, not as bytes.
const zip = () =>
  new Response('PK\u0005\u0006', {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': 'attachment; filename="studentgigs-data-2026-03-02.zip"',
    },
  });
const refusal = (status: number, detail: string) =>
  new Response(JSON.stringify({ detail }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadName', () => {
  it('takes the file name the API gives, else a plain one', () => {
    expect(downloadName('attachment; filename="studentgigs-data-2026-03-02.zip"')).toBe(
      'studentgigs-data-2026-03-02.zip',
    );
    expect(downloadName(null)).toBe('studentgigs-data.zip');
  });
});

describe('downloadArchive', () => {
  it('fetches the archive with the cookies and saves it under its dated name', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(zip()));
    const save = vi.fn();
    await downloadArchive(PATH, fetchImpl, save);
    expect(fetchImpl).toHaveBeenCalledWith('/api/account/export', { credentials: 'include' });
    const [blob, name] = save.mock.calls[0] as [Blob, string];
    expect(name).toBe('studentgigs-data-2026-03-02.zip');
    expect(blob.size).toBe(4);
  });

  it('refreshes the session once on a 401 and tries again', async () => {
    const refresh = vi
      .spyOn(apiClient, 'refresh')
      .mockResolvedValue({ id: 'u1', role: 'student', email: 'sam@uni.example.edu' } as never);
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(refusal(401, 'Not signed in.'))
      .mockResolvedValueOnce(zip());
    const save = vi.fn();
    await downloadArchive(PATH, fetchImpl, save);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says the session ended when the refresh fails too', async () => {
    vi.spyOn(apiClient, 'refresh').mockResolvedValue(null);
    const error = await downloadArchive(
      PATH,
      () => Promise.resolve(refusal(401, 'Not signed in.')),
      vi.fn(),
    )
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(downloadFailure(error)).toBe(DOWNLOAD_SIGNED_OUT);
  });

  it('says when to try again after the hourly limit', async () => {
    const limited = (retryAfter?: string) =>
      new Response(JSON.stringify({ detail: 'Too many attempts.' }), {
        status: 429,
        headers: retryAfter ? { 'retry-after': retryAfter } : {},
      });
    const error = await downloadArchive(
      PATH,
      () => Promise.resolve(limited('1790')),
      vi.fn(),
    ).catch((e: unknown) => e);
    expect(downloadFailure(error)).toBe(
      'You have downloaded your data a few times this hour. Please try again in 30 minutes.',
    );
    expect(limitMessage('45')).toMatch(/try again in 1 minute\.$/);
    expect(limitMessage(null)).toMatch(/Please try again later\.$/);
  });

  it('says it could not download when the network or the server failed', async () => {
    const offline = await downloadArchive(
      PATH,
      async () => Promise.reject(new TypeError('Failed to fetch')),
      vi.fn(),
    ).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(ApiError);
    expect(downloadFailure(offline)).toBe(DOWNLOAD_FAILED);
    const broken = await downloadArchive(
      PATH,
      () => Promise.resolve(new Response('', { status: 500 })),
      vi.fn(),
    ).catch((e: unknown) => e);
    expect(downloadFailure(broken)).toBe(DOWNLOAD_FAILED);
  });
});

describe('DataDownload', () => {
  it('shows the button, and why it failed beside it', async () => {
    renderThemed(
      <DataDownload
        path={PATH}
        what="your profile"
        fetchImpl={async () => Promise.reject(new TypeError('Failed to fetch'))}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(
      screen.getByText('A copy of everything we hold about you (your profile), as one ZIP file.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DOWNLOAD_FAILED);
  });

  it('hands the file to the browser and shows no failure', async () => {
    const createObjectURL = vi.fn(() => 'blob:archive');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderThemed(
      <DataDownload path={PATH} what="your profile" fetchImpl={() => Promise.resolve(zip())} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download your data' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked).toEqual(['studentgigs-data-2026-03-02.zip']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
