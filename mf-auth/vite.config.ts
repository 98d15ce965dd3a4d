import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { bundleReport } from 'shared-kit/bundle-report';
import { chunkGroups, REMOTE_PORTS, remoteFederation } from 'shared-kit/federation';
import { defineConfig } from 'vite';

const port = REMOTE_PORTS.mf_auth;

// A remote deploys on its own: relative base, so its chunks load from wherever remoteEntry.js is served.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    bundleReport(),
    federation({
      ...remoteFederation('mf_auth', import.meta.dirname),
      // A remote loads no remotes of its own and uses no manifest or preload: leaving that support
      // out of its copy of the federation runtime saves about 6 kB (gzip) on every page.
      disableRemote: true,
      disableSnapshot: true,
    }),
  ],
  build: {
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups('mf-auth') } } },
  },
  server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
  preview: { port, strictPort: true, cors: true },
});
