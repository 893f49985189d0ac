import { createBlurGuard } from './blur-guard';

describe('createBlurGuard', () => {
  it('ignores blurs until the armed time has passed', () => {
    let now = 0;
    const guard = createBlurGuard(() => now);
    expect(guard.isIgnoring()).toBe(false);
    guard.arm(100);
    now = 99;
    expect(guard.isIgnoring()).toBe(true);
    now = 100;
    expect(guard.isIgnoring()).toBe(false);
  });

  it('never shortens an armed time', () => {
    let now = 0;
    const guard = createBlurGuard(() => now);
    guard.arm(100);
    now = 10;
    guard.arm(20);
    now = 50;
    expect(guard.isIgnoring()).toBe(true);
  });
});
