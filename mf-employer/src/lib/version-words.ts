/**
 * Which version of its listing an application was made under, and whether the listing has changed
 * since: "Applied to version 1 · the listing has changed since (now version 2)". Null when the API
 * does not say (one from before versions).
 */
export function appliedVersionLine(
  version: number | undefined,
  current: number | undefined,
): string | null {
  if (version === undefined) return null;
  const changed =
    current !== undefined && current > version
      ? ` · the listing has changed since (now version ${current})`
      : '';
  return `Applied to version ${version}${changed}`;
}
