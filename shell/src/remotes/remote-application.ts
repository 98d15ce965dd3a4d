import type { AppProps } from 'single-spa';
import type { RemoteName } from '../manifest';
import type { RemoteLifecycles } from './load-remote-lifecycles';
import { loadRemoteLifecycles, resetRemote } from './load-remote-lifecycles';

type Props = AppProps & { domElement: HTMLElement };
type LifecycleFn = (props: Props) => Promise<void>;

/** The shell's own lifecycles for a remote: one function each, which single-spa also accepts. */
export type RemoteApplication = {
  bootstrap: LifecycleFn;
  mount: LifecycleFn;
  unmount: LifecycleFn;
};

/**
 * The single-spa application the shell registers for a remote. It loads the remote when first
 * mounted; when the remote cannot be loaded it shows a fallback with Retry in the remote's own area
 * (the nav and the other remotes keep working), and Retry mounts the real remote once it is back.
 */
export function remoteApplication(remote: RemoteName, entry: string): RemoteApplication {
  let real: RemoteLifecycles | null = null;
  let mounted: 'real' | 'fallback' | null = null;
  let closeFallback: (() => void) | null = null;
  let generation = 0;

  async function ensureLoaded(props: Props) {
    if (real) return real;
    const lifecycles = await loadRemoteLifecycles(remote);
    await lifecycles.bootstrap(props);
    real = lifecycles;
    return lifecycles;
  }

  async function mountReal(props: Props, current: number) {
    const lifecycles = await ensureLoaded(props);
    if (current !== generation) return; // unmounted while loading
    await lifecycles.mount(props);
    mounted = 'real';
  }

  async function showFallback(props: Props, current: number, error: unknown) {
    // The fallback's UI loads only when needed: the root config itself stays free of React.
    const { renderRemoteFallback } = await import('./remote-fallback');
    if (current !== generation) return;
    props.domElement.dataset.remoteState = 'failed';
    mounted = 'fallback';
    closeFallback = renderRemoteFallback(props.domElement, {
      remote,
      error,
      onRetry: async () => {
        resetRemote(remote, entry);
        try {
          closeFallback?.();
          closeFallback = null;
          delete props.domElement.dataset.remoteState;
          await mountReal(props, current);
        } catch (retryError) {
          await showFallback(props, current, retryError);
        }
      },
    });
  }

  return {
    bootstrap: () => Promise.resolve(),
    mount: async (props) => {
      generation += 1;
      const current = generation;
      try {
        await mountReal(props, current);
      } catch (error) {
        await showFallback(props, current, error);
      }
    },
    unmount: async (props) => {
      generation += 1;
      if (mounted === 'real' && real) await real.unmount(props);
      closeFallback?.();
      closeFallback = null;
      mounted = null;
    },
  };
}
