import type { LifeCycles } from 'single-spa';
import type { RemoteMountProps } from './create-remote-lifecycles';

/**
 * Mounts a remote's lifecycles into #root without the shell, so a team can run and measure its
 * remote alone. Navigation to another remote's path simply loads that path from this origin.
 */
export async function mountStandalone(lifecycles: LifeCycles<RemoteMountProps>): Promise<void> {
  const domElement = document.getElementById('root') ?? document.body;
  const props = { name: 'standalone', domElement } as unknown as RemoteMountProps;
  const call = async (fn: LifeCycles<RemoteMountProps>['bootstrap']) => {
    for (const step of Array.isArray(fn) ? fn : [fn]) await step(props);
  };
  await call(lifecycles.bootstrap);
  await call(lifecycles.mount);
}
