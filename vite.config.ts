import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './scripts/firstLoadChunks.ts';

export default defineConfig({
  plugins: [react(), firstLoadChunks()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets the server list a page's files and `npm run check:budget` add them up.
    manifest: true,
    // The panel's first load is one large file on purpose (scripts/firstLoadChunks.ts); bundle-budget.json limits it.
    chunkSizeWarningLimit: 1000,
  },
  // `npm run dev` serves the UI with hot reload; API calls go to `npm run dev:api` on port 3000.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
