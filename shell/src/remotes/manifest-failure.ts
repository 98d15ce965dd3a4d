/** Without remotes.json no remote can load: the page area offers a Retry that reloads the page. */
export async function showManifestFailure(error: unknown): Promise<void> {
  const { renderRemoteFallback } = await import('./remote-fallback');
  const main = document.getElementById('app-main');
  if (!main) return;
  renderRemoteFallback(main, {
    remote: 'remotes.json',
    error,
    onRetry: () => {
      window.location.reload();
      return Promise.resolve();
    },
  });
}
