export type Surface = Record<string, string>;
export type SurfaceDiff = { added: string[]; removed: string[]; changed: string[] };
export declare const SURFACE_FILE: string;
export declare function kitVersion(): string;
export declare function computeSurface(): Surface;
export declare function compareSurfaces(before: Surface, after: Surface): SurfaceDiff;
export declare function requiredBump(diff: SurfaceDiff): 'major' | 'minor' | 'none';
export declare function versionStep(
  from: string,
  to: string,
): 'major' | 'minor' | 'patch' | 'none' | 'down';
export declare function readSurfaceFile(): { version: string; exports: Surface };
