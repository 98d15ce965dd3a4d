import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLifecycles } from '../remotes/load-remote-lifecycles';

const loader = vi.hoisted(() => ({
  loadRemoteLifecycles: vi.fn<() => Promise<RemoteLifecycles>>(),
  resetRemote: vi.fn(),
}));
vi.mock('../remotes/load-remote-lifecycles', () => loader);

const { remoteApplication } = await import('../remotes/remote-application');

function fakeRemote(): RemoteLifecycles & { mounted: () => boolean } {
  let mounted = false;
  return {
    bootstrap: () => Promise.resolve(),
    mount: ({ domElement }) => {
      mounted = true;
      (domElement as HTMLElement).append(
        Object.assign(document.createElement('h1'), { textContent: 'Remote page' }),
      );
      return Promise.resolve();
    },
    unmount: ({ domElement }) => {
      mounted = false;
      (domElement as HTMLElement).replaceChildren();
      return Promise.resolve();
    },
    mounted: () => mounted,
  };
}

function props(domElement: HTMLElement) {
  // single-spa passes these to every lifecycle; the remote only needs its element.
  return { domElement, name: 'mf-jobs', mountParcel: vi.fn(), singleSpa: {} } as never;
}

describe('a remote application', () => {
  let element: HTMLElement;
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.loadRemoteLifecycles.mockReset();
    loader.resetRemote.mockReset();
    element = document.createElement('div');
    document.body.replaceChildren(element);
  });

  it('mounts the remote when it loads', async () => {
    const remote = fakeRemote();
    loader.loadRemoteLifecycles.mockResolvedValue(remote);
    const app = remoteApplication('mf-jobs', 'http://localhost:4102/remoteEntry.js');
    await app.mount(props(element));
    expect(remote.mounted()).toBe(true);
    expect(element.textContent).toContain('Remote page');
  });

  it('shows a fallback with Retry when the remote cannot load, and Retry recovers', async () => {
    const remote = fakeRemote();
    loader.loadRemoteLifecycles.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    loader.loadRemoteLifecycles.mockResolvedValueOnce(remote);
    const app = remoteApplication('mf-jobs', 'http://localhost:4102/remoteEntry.js');

    await act(() => app.mount(props(element)));
    expect(await screen.findByText("This page couldn't be loaded")).toBeTruthy();
    expect(element.dataset.remoteState).toBe('failed');

    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(remote.mounted()).toBe(true));
    expect(loader.resetRemote).toHaveBeenCalledWith(
      'mf-jobs',
      'http://localhost:4102/remoteEntry.js',
    );
    expect(screen.queryByText("This page couldn't be loaded")).toBeNull();
    expect(element.textContent).toContain('Remote page');
  });

  it('shows the fallback again when Retry fails too', async () => {
    loader.loadRemoteLifecycles.mockRejectedValue(new Error('still down'));
    const app = remoteApplication('mf-jobs', 'http://localhost:4102/remoteEntry.js');
    await act(() => app.mount(props(element)));
    await act(async () => (await screen.findByRole('button', { name: 'Retry' })).click());
    await waitFor(() => expect(loader.loadRemoteLifecycles).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getAllByText("This page couldn't be loaded")).toHaveLength(1);
  });

  it('unmounts the real remote and removes a fallback', async () => {
    const remote = fakeRemote();
    loader.loadRemoteLifecycles.mockResolvedValue(remote);
    const app = remoteApplication('mf-jobs', 'http://localhost:4102/remoteEntry.js');
    await app.mount(props(element));
    await app.unmount(props(element));
    expect(remote.mounted()).toBe(false);
    expect(element.childElementCount).toBe(0);
  });
});
