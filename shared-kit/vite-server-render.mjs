// The Vite config of a remote's server render (shared-kit/screens.mjs, SERVER_RENDER_FILE): its
// `src/server-render/server-render.tsx` built into one classic script, with React's browser
// server renderer and every library inside, written beside the release's remoteEntry.js. The
// site server runs it in a context of its own with nothing but the web platform's globals and
// its own `fetch` (shell/server/server-render.ts), so it may use no Node module and load no chunk.
// Plain JavaScript: Vite loads it in Node before any TypeScript is compiled.
import { join } from 'node:path';
import { SHARED_DEFINES } from './federation.mjs';
import { SERVER_RENDER_FILE } from './screens.mjs';

/** The global the script defines: `serverRender.render(url)`. */
export const SERVER_RENDER_GLOBAL = 'serverRender';

/**
 * @param {string} packageDir The remote's package folder.
 * @param {{ react: () => unknown }} plugins React's Vite plugin, from the remote's own packages.
 */
export function defineServerRenderConfig(packageDir, { react }) {
  return {
    plugins: [react()],
    define: {
      ...SHARED_DEFINES,
      // Library mode leaves it as written, and there is no `process` where the script runs.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    // Not the packages' browser builds: styled-components's takes a document for granted, where
    // its other build collects the styles a render uses. React's renderer is imported by its
    // browser entry by name (react-dom/server.browser): the Node one needs Node's streams.
    resolve: { conditions: ['module', 'production'], mainFields: ['module', 'main'] },
    // Into the client build's folder, after it: the release publishes both.
    build: {
      outDir: join(packageDir, 'dist'),
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      minify: true,
      lib: {
        entry: join(packageDir, 'src', 'server-render', 'server-render.tsx'),
        formats: ['iife'],
        name: SERVER_RENDER_GLOBAL,
        fileName: () => SERVER_RENDER_FILE,
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
}
