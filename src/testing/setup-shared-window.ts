import { afterAll, beforeAll } from 'vitest';
import { deferredTooltip } from '../components/deferred-tooltip';
import { resetSharedState } from './shared-state';

// For the 'web' project, whose test files share one window and the imported modules per worker
// (vitest.config.ts); the 'first-visit' project's files start cold instead.

// Whether MUI's Tooltip has loaded would otherwise depend on the files a worker ran before: loaded
// as a results page preloads it, once its results are on screen.
beforeAll(() => deferredTooltip.load());

// The next file starts from the state a fresh page would have.
afterAll(() => resetSharedState());
