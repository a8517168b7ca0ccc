import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office is served by the platform server under /admin.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
