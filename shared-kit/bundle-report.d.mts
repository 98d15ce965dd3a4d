/** A Vite plugin (typed structurally: shared-kit does not depend on Vite). */
export declare function bundleReport(): { name: string; apply: 'build' };
export declare function ownerOf(sourcePath: string, root: string): string;
export declare function attribute(
  code: string,
  map: { sources?: string[]; mappings?: string },
  root: string,
  mapDir: string,
): Record<string, number>;
