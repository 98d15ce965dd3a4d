import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitMismatch, warnOnKitMismatch } from '../remotes/kit-version';

type Declared = { version: string; requiredVersion: string };

// The runtime defines this global when imported (kit-version imports it), and never lets it go.
const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: unknown[] } })
  .__FEDERATION__;
const before = federation.__INSTANCES__;

/** The federation runtime's global as it is after the shell and one remote have initialised. */
function declare(shell: Declared, remote: Declared) {
  const instance = (name: string, { version, requiredVersion }: Declared) => ({
    name,
    options: { shared: { 'shared-kit': [{ version, shareConfig: { requiredVersion } }] } },
  });
  federation.__INSTANCES__ = [instance('shell', shell), instance('mf_jobs', remote)];
}

afterEach(() => {
  federation.__INSTANCES__ = before;
  vi.restoreAllMocks();
});

describe("a remote's shared-kit requirement against the shell's kit", () => {
  it('is met by the same version and by a newer minor or patch of the same major', () => {
    declare(
      { version: '2.3.1', requiredVersion: '^2.3.1' },
      { version: '2.1.0', requiredVersion: '^2.1.0' },
    );
    expect(kitMismatch('mf_jobs')).toBeUndefined();
    declare(
      { version: '2.1.0', requiredVersion: '^2.1.0' },
      { version: '2.1.0', requiredVersion: '^2.1.0' },
    );
    expect(kitMismatch('mf_jobs')).toBeUndefined();
  });

  it('is not met by an older kit or another major', () => {
    declare(
      { version: '2.0.0', requiredVersion: '^2.0.0' },
      { version: '2.1.0', requiredVersion: '^2.1.0' },
    );
    expect(kitMismatch('mf_jobs')).toEqual({ provided: '2.0.0', required: '^2.1.0' });
    declare(
      { version: '3.0.0', requiredVersion: '^3.0.0' },
      { version: '2.4.0', requiredVersion: '^2.4.0' },
    );
    expect(kitMismatch('mf_jobs')).toEqual({ provided: '3.0.0', required: '^2.4.0' });
  });

  it('is warned about in the console, naming the remote and both versions', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    declare(
      { version: '2.0.0', requiredVersion: '^2.0.0' },
      { version: '2.1.0', requiredVersion: '^2.1.0' },
    );
    warnOnKitMismatch('mf_jobs', 'mf-jobs');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /mf-jobs was built against shared-kit \^2\.1\.0, but the shell provides 2\.0\.0/,
    );
  });

  it('says nothing when the runtime has no record of either container', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    federation.__INSTANCES__ = [];
    warnOnKitMismatch('mf_jobs', 'mf-jobs');
    expect(warn).not.toHaveBeenCalled();
  });
});
