import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is built into build/web, which the catalogue server serves on its own port. In
// development Vite serves the SPA with hot reload and forwards the four API hosts to the
// catalogue server (`npm run dev` starts both).
const catalogueServer = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/user-api', '/export-api', '/support-api'];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'build/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler made about 55 files for the first visit to /works, many
        // under a kilobyte; on a phone each costs a round trip. Modules shared by several chunks
        // go into one file of MUI parts and one of the app's own (with what they import), which
        // brought it to 7 files of about the same total size and Lighthouse mobile 67-72 → 76-85.
        codeSplitting: {
          groups: [
            {
              name: 'ui-shared',
              test: /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|stylis|hoist-non-react-statics|react-is)[\\/]/,
              minShareCount: 2,
            },
            // Dialogs stay in chunks of their own, loaded when first opened.
            { name: 'app-shared', test: /[\\/]src[\\/](?!.*-dialog\.tsx$)/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: catalogueServer, changeOrigin: true }])),
  },
});
