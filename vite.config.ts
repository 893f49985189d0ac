import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is built into build/web, which the catalogue server serves on its own port. In
// development Vite serves the SPA with hot reload and forwards the four API hosts to the
// catalogue server (`npm run dev` starts both).
const catalogueServer = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/user-api', '/export-api', '/support-api'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'build/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: catalogueServer, changeOrigin: true }])),
  },
});
