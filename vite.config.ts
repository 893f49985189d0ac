import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Rollup } from 'vite';
import { ENTITY_TYPES } from './src/entities/entity-types.js';

// The SPA is built into build/web, which the catalogue server serves on its own port. In
// development Vite serves the SPA with hot reload and forwards the four API hosts to the
// catalogue server (`npm run dev` starts both).
const catalogueServer = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/user-api', '/export-api', '/support-api'];

const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/** What the first visit to a results page runs: the entry and the results route's page. */
const FIRST_VISIT_ROOTS = [
  'main.tsx',
  'app/app.tsx',
  'app/entity-type-route.tsx',
  'features/serp/components/results-page.tsx',
].map((file) => source(file));
const UI_LIBRARIES =
  /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx|stylis|hoist-non-react-statics|react-is)[\\/]/;

/** The modules those roots import statically: what loads before the first paint. */
const firstVisitModules = new WeakMap<ChunkingContext, Set<string>>();
function firstVisit(context: ChunkingContext): Set<string> {
  let modules = firstVisitModules.get(context);
  if (modules) return modules;
  modules = new Set(FIRST_VISIT_ROOTS);
  const queue = [...modules];
  for (let module = queue.pop(); module !== undefined; module = queue.pop()) {
    for (const imported of context.getModuleInfo(module)?.importedIds ?? []) {
      if (modules.has(imported)) continue;
      modules.add(imported);
      queue.push(imported);
    }
  }
  firstVisitModules.set(context, modules);
  return modules;
}

/**
 * Left to itself the bundler made about 55 files for the first visit to /works, many under a
 * kilobyte, each a round trip on a phone. The first visit's modules that several chunks share
 * go into two files instead, one of UI libraries and one of the rest: 4 files before the first
 * paint. Modules only lazy parts use (dialogs, the drawer, the table view, other pages) stay in
 * chunks of their own, loaded when needed. The UI group comes first: a group's file also takes
 * in modules its modules import that no group has taken yet.
 */
const SHARED_CHUNKS = ['ui-shared', 'app-shared'];
/**
 * React itself (and the bundler's preload helper) in a file of its own: what the entry needs.
 * Were they in the shared files, the entry would import those, and the browser would evaluate
 * all of the first visit's libraries in the entry's task, one long task before anything renders.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite\/preload-helper/;
const reactGroup = { name: 'react', test: REACT, priority: SHARED_CHUNKS.length + 1 };
const sharedChunkGroups = SHARED_CHUNKS.map((chunk, index) => ({
  // names the group in the bundler's timing report (rolldown asks for it when `name` is a function)
  debugName: chunk,
  name: (id: string, context: ChunkingContext) => {
    if (!firstVisit(context).has(id)) return null;
    return (UI_LIBRARIES.test(id) ? 'ui-shared' : 'app-shared') === chunk ? chunk : null;
  },
  minShareCount: 2,
  priority: SHARED_CHUNKS.length - index,
}));

/** A chunk's file and the files of every chunk it imports statically. */
function chunkClosure(chunks: Rollup.OutputChunk[], facade: string): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) if (chunk.facadeModuleId === facade) visit(chunk.fileName);
  return files;
}

/**
 * The entry imports the app itself dynamically (so that its modules evaluate in a task after
 * react-dom's); index.html still asks for the app's files at once, beside the entry's. On a
 * results route (`/works`, `/topics` …) a small script in the page asks for the results page's
 * files too, which the app would otherwise only ask for once it had run.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((c) => c.type === 'chunk');
        const appFiles = [...chunkClosure(chunks, source('app/app.tsx'))].filter((file) => !html.includes(file));
        const resultsFiles = [
          ...chunkClosure(chunks, source('app/entity-type-route.tsx')),
          ...chunkClosure(chunks, source('features/serp/components/results-page.tsx')),
        ].filter((file, i, all) => all.indexOf(file) === i && !html.includes(file) && !appFiles.includes(file));
        const resultsRoute = `^/(${Object.keys(ENTITY_TYPES).join('|')})/?$`;
        return [
          ...appFiles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'script',
            children: `if (new RegExp(${JSON.stringify(resultsRoute)}).test(location.pathname)) for (const href of ${JSON.stringify(resultsFiles.map((f) => `/${f}`))}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));`,
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * Puts first in index.html the script that asks for a results route's first page of results
 * before the app's code arrives (see src/app/first-results.ts): the URLs are the app's own, as
 * its modules work them out for each results route without a query string, on the data host
 * this build is configured with (its key, if any, sent as the app sends it).
 */
function firstResults(): Plugin {
  let script = '';
  return {
    name: 'first-results',
    apply: 'build',
    async configResolved(config) {
      // The app's own modules, run as the app runs them (with this build's import.meta.env).
      const { module } = await runnerImport<{ firstResultsPageScript: () => string }>(
        source('app/first-results-urls.ts'),
        { configFile: false, root: config.root, mode: config.mode, envDir: config.envDir, logLevel: 'error' },
      );
      script = module.firstResultsPageScript();
    },
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
  };
}

/**
 * Writes build/web/api-origins.json: the origins of the API hosts (`VITE_DATA_API=https://…` and
 * the like) that are not this server, which the server's Content-Security-Policy allows to be called.
 */
function recordApiOrigins(): Plugin {
  let origins: string[] = [];
  return {
    name: 'record-api-origins',
    apply: 'build',
    configResolved(config) {
      const hosts = [
        'VITE_DATA_API',
        'VITE_USER_API',
        'VITE_EXPORT_API',
        'VITE_SUPPORT_API',
        'VITE_ANALYTICS_API',
        'VITE_OQL_SUITES_URL',
      ].map((name) => String(config.env[name] ?? '').trim());
      origins = [...new Set(hosts.filter((host) => /^https?:\/\//i.test(host)).map((host) => new URL(host).origin))];
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'api-origins.json', source: `${JSON.stringify(origins)}\n` });
    },
  };
}

export default defineConfig({
  plugins: [react(), firstResults(), preloadApp(), recordApiOrigins()],
  build: {
    outDir: 'build/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [reactGroup, ...sharedChunkGroups],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: catalogueServer, changeOrigin: true }])),
  },
});
