import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

// The SPA is built into build/web, which the catalogue server serves on its own port. In
// development Vite serves the SPA with hot reload and forwards the four API hosts to the
// catalogue server (`npm run dev` starts both).
const catalogueServer = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/user-api', '/export-api', '/support-api'];

const inSrc = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/**
 * A visit to a results page loads its code in stages: what the first paint needs, then (on wide
 * screens) the report column, then, when the browser is idle, what the next interactions need.
 * The modules a stage imports statically and several chunks share are bundled into one file per
 * stage (the first stage: one of UI libraries and one of the rest), instead of dozens of small
 * files, each a round trip on a phone. Modules only other lazy parts use (dialogs, the drawer,
 * the table view, other pages) are left to their own chunks and load when they are needed.
 */
const STAGES = [
  { name: 'first', roots: ['main.tsx', 'app/entity-type-route.tsx', 'features/serp/components/results-page.tsx'] },
  { name: 'report', roots: ['features/serp/report/report-view.tsx', 'features/serp/stats/stats-panel.tsx'] },
  { name: 'interactive', roots: ['features/serp/filters/filter-row.tsx', 'components/search-box-full.tsx'] },
].map((stage) => ({ ...stage, roots: stage.roots.map(inSrc) }));
const UI_LIBRARIES =
  /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|stylis|hoist-non-react-statics|react-is)[\\/]/;

/** Each module's stage: the first whose roots import it statically. */
const stagesOf = new WeakMap<ChunkingContext, Map<string, string>>();
function stageOf(id: string, context: ChunkingContext): string | undefined {
  let stages = stagesOf.get(context);
  if (!stages) {
    stages = new Map();
    for (const stage of STAGES) {
      const queue = stage.roots.filter((root) => !stages?.has(root));
      for (const root of queue) stages.set(root, stage.name);
      for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
        for (const imported of context.getModuleInfo(module)?.importedIds ?? []) {
          if (stages.has(imported)) continue;
          stages.set(imported, stage.name);
          queue.push(imported);
        }
      }
    }
    stagesOf.set(context, stages);
  }
  return stages.get(id);
}

function sharedChunkName(id: string, context: ChunkingContext): string | null {
  const stage = stageOf(id, context);
  if (stage === undefined) return null;
  if (stage !== 'first') return `${stage}-shared`;
  return UI_LIBRARIES.test(id) ? 'ui-shared' : 'app-shared';
}

/**
 * A group per file, earlier stages first: a group's file also takes in the not yet grouped
 * modules its modules import, so a later stage's group would otherwise take modules the first
 * paint needs (MUI's Menu, say, through a filter editor's Select).
 */
const SHARED_CHUNKS = ['ui-shared', 'app-shared'];
const sharedChunkGroups = SHARED_CHUNKS.map((chunk, index) => ({
  name: (id: string, context: ChunkingContext) => (sharedChunkName(id, context) === chunk ? chunk : null),
  minShareCount: 2,
  priority: SHARED_CHUNKS.length - index,
}));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'build/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler made about 55 files for the first visit to /works, many
        // under a kilobyte. Grouped by stage (STAGES above): 4 files before the first paint.
        codeSplitting: {
          groups: sharedChunkGroups,
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: catalogueServer, changeOrigin: true }])),
  },
});
