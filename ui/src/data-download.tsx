import { useState } from 'react';
import { ActionFailure, ApiError, apiClient, Button, Card, Heading } from 'shared-kit';
import styled from 'styled-components';

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The site's API root, as the kit's client calls it. */
const API_ROOT = '/api';

export const DOWNLOAD_FAILED =
  'Your data could not be downloaded. Please check your connection and try again.';
export const DOWNLOAD_SIGNED_OUT = 'Your session has ended. Please log in again to download.';

/** `studentgigs-data-2026-03-02.zip` from the answer's Content-Disposition, else a plain name. */
export function downloadName(disposition: string | null): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? 'studentgigs-data.zip';
}

/**
 * Fetches the archive at `path` with the session's cookies (refreshing them once on a 401, as
 * the kit's client does), and hands it to the browser as a download.
 */
export async function downloadArchive(
  path: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  save: (blob: Blob, name: string) => void = saveBlob,
): Promise<void> {
  const get = async () => {
    try {
      return await fetchImpl(API_ROOT + path, { credentials: 'include' });
    } catch (error) {
      throw new ApiError(0, null, { cause: error });
    }
  };
  let response = await get();
  if (response.status === 401 && (await apiClient.refresh())) response = await get();
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const detail =
      typeof body === 'object' &&
      body !== null &&
      'detail' in body &&
      typeof body.detail === 'string'
        ? body.detail
        : null;
    throw new ApiError(response.status, detail, { body });
  }
  save(await response.blob(), downloadName(response.headers.get('content-disposition')));
}

/** Saves the blob through a link the browser follows as a download. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; a minute is ample for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What to say when the download failed: the server's words for a refusal, else ours. */
export function downloadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return DOWNLOAD_SIGNED_OUT;
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return DOWNLOAD_FAILED;
}

/**
 * "Your data": download everything the marketplace holds about the signed-in person as one ZIP
 * (GET /account/export), with an honest sentence when it fails.
 */
export function DataDownload({
  path,
  what,
  fetchImpl,
}: {
  /** The export's path in the endpoint table (`accounts.accountExport.path`). */
  path: string;
  /** What the file holds for this side, in a phrase: "your profile, applications, …". */
  what: string;
  fetchImpl?: typeof fetch;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadArchive(path, fetchImpl);
    } catch (error) {
      setFailure(downloadFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="your-data-title">
      <Heading id="your-data-title">Your data</Heading>
      <Intro>
        Download a copy of everything we hold about you: {what}. It comes as one ZIP file, with a
        README that says what each file is.
      </Intro>
      <Row>
        <Button variant="secondary" busy={busy} onClick={() => void start()}>
          Download your data
        </Button>
        {failure && <ActionFailure>{failure}</ActionFailure>}
      </Row>
    </Card>
  );
}
