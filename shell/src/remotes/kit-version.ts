import { satisfy } from '@module-federation/runtime';

/** What the federation runtime keeps of one container's shared libraries (global __FEDERATION__). */
type SharedDeclaration = { version: string; shareConfig?: { requiredVersion?: string | false } };
type FederationInstance = {
  name: string;
  options: { shared?: Record<string, SharedDeclaration[]> };
};
type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } };

/** The shell's own federation container name (shell/vite.config.ts). */
const SHELL_CONTAINER = 'shell';

export type KitMismatch = { provided: string; required: string };

function kitDeclaration(container: string): SharedDeclaration | undefined {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  return instances.find((instance) => instance.name === container)?.options.shared?.[
    'shared-kit'
  ]?.[0];
}

/**
 * Whether the shared-kit a remote was built against accepts the one the shell provides. The kit is
 * a non-strict singleton: the remote always runs on the shell's copy, so a remote built against a
 * newer kit (or another major) may call what this kit lacks. Both versions are what each container
 * declared at its build (shared-kit/federation.mjs, requiredVersion).
 */
export function kitMismatch(container: string): KitMismatch | undefined {
  const provided = kitDeclaration(SHELL_CONTAINER)?.version;
  const required = kitDeclaration(container)?.shareConfig?.requiredVersion;
  if (!provided || !required) return undefined;
  return satisfy(provided, required) ? undefined : { provided, required };
}

/** Says in the console, once per remote load, when a remote needs a kit the shell does not have. */
export function warnOnKitMismatch(container: string, remoteName: string): void {
  const mismatch = kitMismatch(container);
  if (!mismatch) return;
  // eslint-disable-next-line no-console -- a release problem for the team, not the user: the console is where it is seen
  console.warn(
    `[student-gigs] ${remoteName} was built against shared-kit ${mismatch.required}, but the shell provides ${mismatch.provided}. ` +
      `It runs on the shell's kit and may call what this kit lacks: rebuild ${remoteName} against shared-kit ${mismatch.provided}, ` +
      'or release a shell with a kit it accepts (docs/shared-kit-versions.md).',
  );
}
