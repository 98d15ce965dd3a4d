import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineRemoteConfig } from 'shared-kit/vite-remote';

// Name, port, federation and build settings: shared-kit/remote-registry.mjs and vite-remote.mjs.
export default defineRemoteConfig('mf-admin', import.meta.dirname, { react, federation });
