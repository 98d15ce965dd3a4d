import { useState } from 'react';
import { ActionFailure, ApiError, apiClient, Button, Card, Heading, media } from 'shared-kit';
import styled from 'styled-components';

/** Text and button side by side where there is room, the button under the text on a phone. */
const Section = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Text = styled.div`
  flex: 1 1 24rem;
  min-width: 0;
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-width: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  /* A failure wraps under the button rather than squeezing the text beside it. */
  max-width: 20rem;
  text-align: right;
  ${media.mobile} {
    align-items: stretch;
    width: 100%;
    max-width: none;
    text-align: left;
  }
`;

/** The site's API root, as the kit's client calls it. */
const API_ROOT = '/api';

export const DOWNLOAD_FAILED =
  'Your data could not be downloaded. Please check your connection and try again.';
export const DOWNLOAD_SIGNED_OUT = 'Your session has ended. Please log in again to download.';

/** The hourly limit reached, with how long to wait when the API says (Retry-After, seconds). */
export function limitMessage(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  const start = 'You have downloaded your data a few times this hour.';
  if (!retryAfter || !Number.isFinite(seconds) || seconds <= 0) {
    return `${start} Please try again later.`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${start} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

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
  if (response.status === 429) {
    throw new ApiError(429, limitMessage(response.headers.get('retry-after')));
  }
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

/** What to say when the download failed: a lost session, the hourly limit, or anything else. */
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
  /** What the file holds for this side, in a short phrase: "your profile, applications, …". */
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
    <Section as="section" aria-labelledby="your-data-title">
      <Text>
        <Heading id="your-data-title">Your data</Heading>
        <Intro>A copy of everything we hold about you ({what}), as one ZIP file.</Intro>
      </Text>
      <Action>
        <Button variant="secondary" busy={busy} onClick={() => void start()}>
          Download your data
        </Button>
        {failure && <ActionFailure>{failure}</ActionFailure>}
      </Action>
    </Section>
  );
}
