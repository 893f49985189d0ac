import { preloadWhenIdle } from './preload-when-idle';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

describe('preloadWhenIdle', () => {
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads when the browser is idle, each loader once', () => {
    const load = vi.fn(() => Promise.resolve());
    preloadWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    preloadWhenIdle(load);
    expect(idle).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed loader again on a later call', async () => {
    const load = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    preloadWhenIdle(load);
    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: ASYNC_TIMEOUT_MS });
    await Promise.resolve();
    preloadWhenIdle(load);
    idle.slice(1).forEach((callback) => callback());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
