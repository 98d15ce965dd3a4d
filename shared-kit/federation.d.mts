export declare const SINGLETONS: string[];
export declare const SHARED_SUBPATHS: string[];
export declare const SHARED_DEFINES: Record<string, string>;
export declare const MODULE_PARSE_IDLE_TIMEOUT: number;
export declare function requiredVersion(name: string, version: string): string;
export declare function sharedConfig(
  packageDir: string,
): Record<
  string,
  { singleton: true; version: string; requiredVersion: string; strictVersion: false }
>;
export declare function remoteFederation(
  name: string,
  packageDir: string,
): {
  name: string;
  filename: string;
  exposes: Record<string, string>;
  shared: ReturnType<typeof sharedConfig>;
  dts: false;
  moduleParseIdleTimeout: number;
  manifest: true;
};
export declare function chunkGroups(
  packageName: string,
): { name: string; test: RegExp; minShareCount?: number }[];
