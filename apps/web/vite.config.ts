import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';

// React Router's package points every import at its development build, which carries developer
// warnings and error pages; the customer app is built with the production build beside it.
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

// Libraries every screen needs, in chunks named after what they hold: they change less often than
// the app's own code, so a returning customer's cache keeps them across releases. Few and large,
// as each request costs a phone on a slow connection a round trip and its headers.
const VENDOR_CHUNKS = [
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|tslib)[\\/]/,
  },
  // The action catalogue and its schemas change with the server's releases.
  { name: 'contract', test: /node_modules[\\/]zod[\\/]|[\\/]packages[\\/](contract|money)[\\/]/ },
];

// The dev server proxies the API and the market socket to the platform server on 8080.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
}));
