import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  // `npm run dev` serves the UI with hot reload; API calls go to `npm run dev:api` on port 3000.
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
