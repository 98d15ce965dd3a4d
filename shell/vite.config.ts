import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { bundleReport } from 'shared-kit/bundle-report';
import {
  chunkGroups,
  MODULE_PARSE_IDLE_TIMEOUT,
  SHARED_DEFINES,
  sharedConfig,
} from 'shared-kit/federation';
import { defineConfig } from 'vite';
import { viewFirst } from './vite/view-first';

// The host declares no remotes: it reads remotes.json at runtime and registers them then.
export default defineConfig({
  define: SHARED_DEFINES,
  plugins: [
    react(),
    bundleReport(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedConfig(import.meta.dirname),
      dts: false,
      moduleParseIdleTimeout: MODULE_PARSE_IDLE_TIMEOUT,
      // Remotes are plain remoteEntry.js URLs from remotes.json, never manifests, and nothing is
      // preloaded: the runtime's snapshot support would be 1.5 kB (gzip) of dead code.
      disableSnapshot: true,
    }),
    viewFirst(),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups('shell') } } },
  },
});
