import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';

// The back office is served by the platform server under /admin.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
