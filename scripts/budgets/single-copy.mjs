// The single-copy check, read from what was built (what is deployed), not from the configs that
// should have produced it: React, react-dom, styled-components and @tanstack/react-query must be
// declared as the same singleton, at the same version, by the shell and every remote, and no
// remote may bundle a copy of one into the code it always downloads.

export const SINGLE_COPY = ['react', 'react-dom', 'styled-components', '@tanstack/react-query'];

// Strings that appear in exactly one library's code (the e2e singletons test uses the same idea).
export const MARKERS = {
  react: '.cloneElement=',
  'react-dom': '__reactFiber$',
  'styled-components': 'data-styled-version',
  '@tanstack/react-query': 'No QueryClient set',
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The share declaration of `library` in a built localSharedImportMap, as comparable text. */
function declaration(shareMapCode, library) {
  const pattern = new RegExp(
    `name:\`${escape(library)}\`,version:\`([^\`]*)\`,scope:(\\[[^\\]]*\\])[\\s\\S]*?shareConfig:(\\{[^}]*\\})`,
  );
  const match = shareMapCode.match(pattern);
  return match ? `version ${match[1]}, scope ${match[2]}, ${match[3]}` : null;
}

/**
 * Returns the problems found; `packages` are [name, measured] pairs from measurePackage, the shell
 * first. The shell provides each library, so its code must hold exactly one copy of each.
 */
export function checkSingleCopy(packages) {
  const problems = [];
  for (const library of SINGLE_COPY) {
    const declared = packages.map(([name, measured]) => {
      const map = measured.own.files.find((f) => f.includes('localSharedImportMap'));
      return [name, map ? declaration(measured.code(map), library) : null];
    });
    for (const [name, text] of declared) {
      if (!text) problems.push(`${name} does not share ${library}`);
      else if (!text.includes('singleton:!0'))
        problems.push(`${name} shares ${library} but not as a singleton: ${text}`);
    }
    const distinct = new Set(declared.map(([, text]) => text));
    if (distinct.size > 1)
      problems.push(
        `${library} is shared differently:\n${declared.map(([n, t]) => `    ${n}: ${t}`).join('\n')}`,
      );

    const marker = MARKERS[library];
    for (const [name, measured] of packages) {
      const files =
        name === 'shell' ? [...measured.own.files, ...measured.shared.files] : measured.own.files;
      const copies = files.filter((f) => measured.code(f).includes(marker));
      const expected = name === 'shell' ? 1 : 0;
      if (copies.length !== expected)
        problems.push(
          `${name} has ${copies.length} copies of ${library} where ${expected} belong: ${copies.join(', ') || '(none)'}`,
        );
    }
  }
  return problems;
}
