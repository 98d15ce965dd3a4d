import react from '@vitejs/plugin-react';
import { defineServerRenderConfig } from 'shared-kit/vite-server-render';

// The first views the site server sends as HTML (shared-kit/vite-server-render.mjs).
export default defineServerRenderConfig(import.meta.dirname, { react });
