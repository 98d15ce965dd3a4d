import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DesignProvider, ErrorState } from 'shared-kit';

type FallbackOptions = { remote: string; error: unknown; onRetry: () => Promise<void> };

function RemoteFallback({ onRetry }: { onRetry: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <ErrorState
      title="This page couldn't be loaded"
      message="Part of Student Gigs is not responding right now. The rest of the site still works. Please try again in a moment."
      actionLabel={busy ? 'Retrying...' : 'Retry'}
      onAction={() => {
        if (busy) return;
        setBusy(true);
        void onRetry().finally(() => setBusy(false));
      }}
    />
  );
}

/** Renders the fallback for a remote that failed to load; returns a function that removes it. */
export function renderRemoteFallback(container: HTMLElement, options: FallbackOptions): () => void {
  const host = document.createElement('div');
  host.dataset.fallbackFor = options.remote;
  container.append(host);
  const root = createRoot(host);
  // The cause goes to the console for whoever operates the site; users see the plain message.
  // eslint-disable-next-line no-console -- the browser console is the operator's log here
  console.error(`[shell] ${options.remote} failed to load`, options.error);
  root.render(
    <DesignProvider>
      <RemoteFallback onRetry={options.onRetry} />
    </DesignProvider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
