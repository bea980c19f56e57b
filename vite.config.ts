import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The manifest lets `npm run check:budget` add up what each part of the app downloads.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  // `npm run dev` serves the UI with hot reload; API calls go to `npm run dev:api` on port 3000.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
