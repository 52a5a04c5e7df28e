import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway is the only process a browser talks to; in development Vite forwards to it so
// cookies (session, XSRF-TOKEN) stay first-party exactly as in production.
const gateway = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/socket.io': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // recharts alone is ~400 kB; the league page loads it lazily, so the warning is noise.
    chunkSizeWarningLimit: 700,
  },
});
