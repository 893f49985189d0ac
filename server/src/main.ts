#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { buildApp } from './app.js';
import { openAppDb } from './users/app-db.js';
import { ExportService } from './export/export-service.js';
import { runAdminCommand } from './users/admin-cli.js';
import { scheduleAlerts } from './users/alerts.js';
import { scheduleHousekeeping } from './users/housekeeping.js';
import { createMailer } from './users/mailer.js';
import { UserStore } from './users/user-store.js';
import { findWebRoot } from './web-app.js';
import { CatalogueSwitch } from './catalogue/catalogue-switch.js';
import { updateCatalogue } from './catalogue/ingest/update.js';
import type { FormatChoice } from './catalogue/openalex/snapshot-files.js';
import { rollback } from './catalogue/versions.js';
import {
  catalogueFiles,
  generateCatalogueInto,
  harvestInto,
  importInto,
  SnapshotCheckError,
  type ImportReport,
} from './catalogue/ingest/build.js';
import { reportLines } from './catalogue/ingest/import-report.js';
import { ConfigError, loadConfig } from './config.js';
import { dataDirMessage, ensureWritableDataDir, isDataDirProblem } from './data-dir.js';
import { keepServingOnUnhandledErrors } from './last-resort.js';
import { openLogFile } from './log-file.js';
import { RequestGauge } from './request-gauge.js';
import { withProgress } from './cli/progress.js';

const USAGE = `Usage:
  main serve                                  serve the API (generates the demo catalogue on first start)
  main generate --works N [--seed S] [--data DIR] [--file-order]   --file-order: works stored out of year order, as imported
  main import PATH [--data DIR] [--fresh] [--format auto|jsonl|parquet] [--workers N]
                                              OpenAlex snapshot folder/files or API JSON (N parsing threads; default: the cores)
  main update DIR [--data DIR] [--max-change 0.2] [--force] [--format auto|jsonl|parquet] [--rebuild]
                                              the snapshot's partitions newer than the catalogue's, its deletes
                                              and merges, as a new catalogue version (a running server switches to it);
                                              --rebuild: the search index from every work, not only the update's
  main rollback [--data DIR]                  serve the previous catalogue version again
  main harvest URL [--max N] [--data DIR] [--fresh] [--entities works,authors]
  main admin grant|revoke EMAIL [--admin] [--tester] [--librarian] | users | claims | approve ID | reject ID | events [N] | requests [N]
             | testimonials [approve ID | reject ID]`;

function printReport(report: ImportReport): void {
  // A path prints relative to the working directory when that is shorter.
  const shown = (file: string) => {
    const rel = path.relative(process.cwd(), file);
    return rel.length < file.length ? rel : file;
  };
  for (const line of reportLines(report, { path: shown })) console.log(line);
}

/** Opens something in DATA_DIR; a folder or file the server may not write stops start-up with one line. */
function openDataFile<T>(dataDir: string, open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (isDataDirProblem(error)) throw new ConfigError(dataDirMessage(dataDir, error));
    throw error;
  }
}

/** --format of import and update: the snapshot format to read where an entity has both. */
function formatOption(value: string | undefined): FormatChoice {
  const format = value ?? 'auto';
  if (format !== 'auto' && format !== 'jsonl' && format !== 'parquet')
    throw new ConfigError(`--format must be auto, jsonl or parquet, not '${format}'.`);
  return format;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`--${name} must be a positive whole number, not '${value}'.`);
  return n;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'admin') {
    // a command line may wait for a lock the server holds for a moment
    const appDb = openAppDb(path.join(loadConfig().dataDir, 'app.sqlite'), { busyTimeoutMs: 5000 });
    try {
      process.exitCode = runAdminCommand(new UserStore(appDb), rest, (line) => console.log(line));
    } finally {
      appDb.close();
    }
    return;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      works: { type: 'string' },
      seed: { type: 'string' },
      data: { type: 'string' },
      max: { type: 'string' },
      entities: { type: 'string' },
      fresh: { type: 'boolean' },
      force: { type: 'boolean' },
      rebuild: { type: 'boolean' },
      'max-change': { type: 'string' },
      format: { type: 'string' },
      'file-order': { type: 'boolean' },
      workers: { type: 'string' },
    },
  });
  const config = loadConfig();
  const dataDir = values.data ? path.resolve(values.data) : config.dataDir;
  switch (command) {
    case 'serve': {
      ensureWritableDataDir(dataDir);
      const logFile = config.logFile ? openLogFile(config.logFile, config.logFileBytes) : undefined;
      if (!existsSync(catalogueFiles(dataDir).duck)) {
        console.log(`No catalogue in ${dataDir}: generating the demo catalogue (${config.demoWorks} works)…`);
        const t0 = Date.now();
        await withProgress((onProgress) =>
          generateCatalogueInto(dataDir, { works: config.demoWorks, seed: config.demoSeed, onProgress }),
        );
        console.log(`Demo catalogue ready in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
      }
      // The catalogue version served switches when `catalogue update` or `rollback` names another.
      const served = await CatalogueSwitch.open(dataDir, {
        threads: config.catalogueThreads,
        apiBase: config.apiBaseUrl ?? `http://localhost:${config.port}/api`,
        log: (message) => log(message),
      });
      const catalogue = served.catalogue;
      const appDb = openDataFile(dataDir, () => openAppDb(path.join(dataDir, 'app.sqlite')));
      // The server's own messages go where its log goes: standard output, or LOG_FILE once the
      // app's logger is there (until then, and without LOG_FILE, standard output).
      let tell = (message: string) => console.log(message);
      let tellError = (message: string) => console.error(message);
      const log = (message: string) => tell(message);
      const outboxDir = path.join(dataDir, 'outbox');
      const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: config.mailFrom, log });
      const users = new UserStore(appDb);
      const gauge = new RequestGauge();
      const exportService = openDataFile(dataDir, () => {
        const service = new ExportService({
          pace: () => gauge.yieldToRequests(),
          db: appDb,
          catalogue,
          dir: path.join(dataDir, 'exports'),
          mailer,
          publicUrl: config.publicUrl,
          limits: {
            jobsPerClient: config.exportJobsPerClient,
            jobsTotal: config.exportJobsTotal,
            diskBytes: config.exportDiskBytes,
          },
          log,
        });
        service.resume();
        return service;
      });
      const stopCleanup = exportService.scheduleCleanup();
      const app = await buildApp({
        catalogue,
        catalogueSwitch: served,
        gauge,
        corsOrigins: config.corsOrigins,
        trustProxy: config.trustProxy,
        logLevel: config.logLevel,
        logStream: logFile,
        webRoot: findWebRoot(),
        users: { store: users, mailer, publicUrl: config.publicUrl },
        exports: { service: exportService, catalogue, users },
        analytics: {
          openToAll: config.analyticsOpen,
          timeoutMs: config.analyticsTimeoutMs,
          concurrency: config.analyticsConcurrency,
          limits: config.analyticsLimits,
        },
        testSuitesDir: config.oqlSuitesDir,
      });
      if (logFile) {
        tell = (message) => app.log.info(message);
        tellError = (message) => app.log.error(message);
      }
      const stopAlerts = scheduleAlerts({
        store: users,
        catalogue,
        mailer,
        publicUrl: config.publicUrl,
        now: Date.now,
        log,
      });
      // expired sessions and login links, old outbox mail, and kept searches past their retention
      const stopHousekeeping = scheduleHousekeeping({
        db: appDb,
        outboxDir,
        now: Date.now,
        log,
        searches: { store: users.analyticsSearches, retention: config.analyticsRetention },
      });
      const close = async () => {
        stopAlerts();
        stopCleanup();
        stopHousekeeping();
        await app.close();
        await exportService.close();
        served.close();
        appDb.close();
        logFile?.close();
        process.exit(0);
      };
      process.on('SIGINT', close);
      process.on('SIGTERM', close);
      // From here on a stray error is logged and the server goes on (start-up failures above still stop it).
      keepServingOnUnhandledErrors((message) => tellError(message));
      await app.listen({ port: config.port, host: config.host });
      served.watch();
      console.log(`Alexandria is running on http://localhost:${config.port} (API at /api, data in ${dataDir})`);
      console.log(
        config.oqlSuitesDir
          ? `Test suites (/tests) from ${config.oqlSuitesDir}`
          : 'Test suites (/tests): the built-in ones (set OQL_SUITES_DIR to serve a folder of suites instead)',
      );
      return;
    }
    case 'generate': {
      const works = positiveInt('works', values.works, config.demoWorks);
      const seed = positiveInt('seed', values.seed ?? String(config.demoSeed || 1), config.demoSeed);
      const t0 = Date.now();
      const fileOrder = Boolean(values['file-order']);
      await withProgress((onProgress) => generateCatalogueInto(dataDir, { works, seed, fileOrder, onProgress }));
      console.log(`Generated ${works} works in ${((Date.now() - t0) / 1000).toFixed(1)} s into ${dataDir}.`);
      return;
    }
    case 'import': {
      const source = positionals[0];
      if (!source) throw new ConfigError('import needs a PATH to OpenAlex snapshot files or API JSON.');
      if (!existsSync(source)) throw new ConfigError(`${source} does not exist.`);
      const format = formatOption(values.format);
      const workers = values.workers ? { workers: positiveInt('workers', values.workers, 1) } : {};
      const report = await withProgress((onProgress) =>
        importInto(dataDir, path.resolve(source), { onProgress, fresh: Boolean(values.fresh), ...workers, format }),
      );
      printReport(report);
      return;
    }
    case 'update': {
      const source = positionals[0];
      if (!source)
        throw new ConfigError('update needs the DIR of an OpenAlex snapshot (the folder holding its entities).');
      if (!existsSync(source)) throw new ConfigError(`${source} does not exist.`);
      const maxChange = values['max-change'] === undefined ? 0.2 : Number(values['max-change']);
      if (!Number.isFinite(maxChange) || maxChange < 0 || maxChange > 1)
        throw new ConfigError(`--max-change must be a share between 0 and 1, not '${values['max-change']}'.`);
      const result = await withProgress((onProgress) =>
        updateCatalogue(dataDir, path.resolve(source), {
          onProgress,
          maxChange,
          force: Boolean(values.force),
          rebuild: Boolean(values.rebuild),
          format: formatOption(values.format),
        }),
      );
      printReport(result.report);
      const index = result.inPlace ? "the update's works changed in the search index" : 'the search index rebuilt';
      console.log(
        `Catalogue version ${result.version} (was ${result.previous}): ${result.partitions.length} newer partitions (${result.skipped.length} already imported), ${result.added} works added, ${result.replaced} replaced, ${result.deleted} deleted, ${result.merged} merged ids, ${index}; watermark ${result.watermark ?? 'none'}. A running server switches to it within seconds.`,
      );
      return;
    }
    case 'rollback': {
      const { from, to } = rollback(dataDir);
      console.log(`Serving catalogue version ${to} again (was ${from}); a running server switches within seconds.`);
      return;
    }
    case 'harvest': {
      const url = positionals[0];
      if (!url || !/^https?:\/\//.test(url))
        throw new ConfigError(
          'harvest needs the URL of an OpenAlex-compatible API list, e.g. http://localhost:8080/api/works?filter=publication_year:2020',
        );
      const entities = values.entities
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const report = await withProgress((onProgress) =>
        harvestInto(dataDir, url, {
          onProgress,
          fresh: Boolean(values.fresh),
          ...(values.max ? { max: positiveInt('max', values.max, 1) } : {}),
          ...(entities ? { entities } : {}),
        }),
      );
      printReport(report);
      return;
    }
    default:
      console.error(USAGE);
      process.exitCode = command ? 1 : 0;
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof SnapshotCheckError) console.error(e.message);
  else console.error(e);
  process.exit(1);
});
