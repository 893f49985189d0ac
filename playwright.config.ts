import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import {
  e2eDataDir,
  e2eWorks,
  oqlSuites,
  realSample,
  realSampleDataDir,
  realSamplePort,
} from './tests/e2e/data-dir.js';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// The /tests pages serve the suites from this folder (CI points it at ../shared/conformance/oql-suites).
const OQL_SUITES_DIR = process.env.OQL_SUITES_DIR ?? (existsSync(oqlSuites) ? oqlSuites : '');

// Debian's Chromium; Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: { baseURL, launchOptions },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      // The real server over a small generated demo catalogue (kept between runs; see data-dir.ts).
      command: 'node build/server/src/main.js serve',
      url: `${baseURL}/api/`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        DEMO_WORKS: e2eWorks,
        OQL_SUITES_DIR,
        LOG_LEVEL: 'warn',
      },
    },
    // … and over the real records of ../shared/conformance, imported afresh, when they are there.
    ...(existsSync(realSample)
      ? [
          {
            command: `node build/server/src/main.js import "${realSample}" --data "${realSampleDataDir}" --fresh && node build/server/src/main.js serve`,
            url: `http://127.0.0.1:${realSamplePort}/api/`,
            timeout: 240_000,
            reuseExistingServer: false,
            env: {
              PORT: String(realSamplePort),
              HOST: '127.0.0.1',
              DATA_DIR: realSampleDataDir,
              OQL_SUITES_DIR,
              LOG_LEVEL: 'warn',
            },
          },
        ]
      : []),
  ],
});
