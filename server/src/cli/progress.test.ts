import { describe, expect, it } from 'vitest';
import { createProgress, formatBytes, formatDuration, formatRate, LOG_QUIET_MS } from './progress.js';

/** A display on a clock the test moves, and everything it wrote. */
function display(isTTY: boolean, columns?: number) {
  let t = 0;
  const out: string[] = [];
  const p = createProgress({ write: (s) => out.push(s), isTTY, now: () => t, timer: false, columns: () => columns });
  return {
    ...p,
    out,
    at: (ms: number) => (t = ms),
    text: () => out.join(''),
    lines: () => out.join('').split('\n').filter(Boolean),
  };
}

describe('formatting', () => {
  it('gives durations in the units a reader wants for them', () => {
    expect(formatDuration(4200)).toBe('4.2 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 m 05 s');
    expect(formatDuration(7_440_000)).toBe('2 h 04 m');
    expect(formatDuration(-5)).toBe('0.0 s');
  });

  it('gives bytes in decimal units with three figures', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(51_300_000)).toBe('51.3 MB');
    expect(formatBytes(4_620_000_000)).toBe('4.62 GB');
    expect(formatBytes(312e9)).toBe('312 GB');
    expect(formatBytes(999_600)).toBe('1.00 MB');
  });

  it('gives rates of counts and of bytes', () => {
    expect(formatRate(2512.4, 'records')).toBe('2,512 records/s');
    expect(formatRate(2.54, 'steps')).toBe('2.5 steps/s');
    expect(formatRate(51_300_000, 'bytes')).toBe('51.3 MB/s');
  });
});

describe('a stage in a log (not a terminal)', () => {
  it('writes a line at most every 10 seconds, with the rate and the time left, and one at its end', () => {
    const d = display(false);
    // 1,000 records a second for 30 s, reported every 100 ms, of 60,000 (12 MB of files in all)
    for (let ms = 0; ms <= 30_000; ms += 100) {
      d.at(ms);
      d.report('importing records', ms, 60_000, { bytes: ms * 200, totalBytes: 12_000_000 });
    }
    d.at(30_000);
    d.stop();
    const lines = d.lines();
    expect(lines[0]).toBe('importing records…');
    expect(lines).toHaveLength(5); // start, 10 s, 20 s, 30 s, end
    expect(lines[1]).toContain('16% 10,000/60,000 records');
    expect(lines[1]).toContain('2.00 MB/12.0 MB');
    expect(lines[1]).toContain('1,000 records/s');
    expect(lines[1]).toContain('200 kB/s');
    expect(lines[1]).toContain('elapsed 10 s');
    expect(lines[1]).toContain('ETA 50 s');
    expect(lines[3]).toContain('ETA 30 s');
    expect(lines[4]).toBe('importing records: 30,000 records in 30 s (1,000 records/s, 200 kB/s)');
  });

  it('shows the rate of the last stretch, not of the whole stage', () => {
    const d = display(false);
    let done = 0;
    for (let ms = 0; ms <= 90_000; ms += 500) {
      d.at(ms);
      d.report('importing records', done, 1_000_000);
      done += ms < 60_000 ? 500 : 50; // 1,000 a second, then 100
    }
    expect(d.lines().at(-1)).toContain('100 records/s');
  });

  it('gives a stage that reports nothing new a line a minute, not every 10 seconds', () => {
    const d = display(false);
    d.report('computing counts and summary stats', 2, 14, { unit: 'steps', detail: 'institutions' });
    for (let ms = 0; ms <= 10_000 + LOG_QUIET_MS; ms += 1000) {
      d.at(ms);
      d.tick();
    }
    const lines = d.lines();
    expect(lines).toHaveLength(3); // the start, what it was at after 10 s, and the same a minute later
    expect(lines[1]).toBe('  computing counts and summary stats 14% 2/14 steps (institutions) · elapsed 10 s');
    expect(lines[2]).toBe('  computing counts and summary stats 14% 2/14 steps (institutions) · elapsed 1 m 10 s');
  });

  it('writes a stage with no known total as what it has done and for how long', () => {
    const d = display(false);
    d.report('updating derived columns of works', 0, undefined, { unit: 'rows' });
    d.at(12_000);
    d.report('updating derived columns of works', 120_000, undefined, { unit: 'rows' });
    d.at(15_000);
    d.report('writing the name and text indexes', 0);
    d.at(20_000);
    d.stop();
    expect(d.lines()).toEqual([
      'updating derived columns of works…',
      '  updating derived columns of works 120,000 rows · 10,000 rows/s · elapsed 12 s',
      'updating derived columns of works: 120,000 rows in 15 s (8,000 rows/s)',
      'writing the name and text indexes…',
      'writing the name and text indexes: 5.0 s',
    ]);
  });

  it('notes work done beside the stage without ending it', () => {
    const d = display(false);
    d.report('computing counts and summary stats', 0);
    d.report('works names', 5, undefined, { unit: 'rows', aside: true });
    expect(d.lines()).toEqual(['computing counts and summary stats…', '  works names: 5 rows']);
  });
});

describe('a stage on a terminal', () => {
  it('redraws one line, at most ten times a second, and ends it with the summary', () => {
    const d = display(true);
    for (let ms = 0; ms < 1000; ms += 5) {
      d.at(ms);
      d.report('copying the catalogue', ms * 1000, 2_000_000, { unit: 'bytes' });
    }
    expect(d.out.length).toBeLessThanOrEqual(11);
    expect(d.text()).not.toContain('\n');
    expect(d.out.at(-1)).toMatch(/^\rcopying the catalogue \[#{9}-{11}\] 45% 900 kB\/2.00 MB · /);
    d.at(2000);
    d.report('copying the catalogue', 2_000_000, 2_000_000, { unit: 'bytes' });
    d.report('reading the ids of the changes', 0);
    expect(d.out.at(-2)).toBe('\rcopying the catalogue: 2.00 MB in 2.0 s (1.00 MB/s)\x1b[K\n');
    expect(d.out.at(-1)).toMatch(/^\rreading the ids of the changes elapsed 0.0 s/);
  });

  it('keeps the line within the terminal and redraws the elapsed time on each tick', () => {
    const d = display(true, 40);
    d.report('importing records', 10, 100);
    d.at(3000);
    d.tick();
    const line = d.out.at(-1)!.replace('\r', '').replace('\x1b[K', '');
    expect(line.length).toBeLessThan(40);
    expect(line.endsWith('…')).toBe(true);
    expect(d.out).toHaveLength(2);
  });

  it('leaves out the bytes and then the elapsed time where the terminal is narrow, keeping the rate and the time left', () => {
    const d = display(true, 100);
    for (let ms = 0; ms <= 5000; ms += 500) {
      d.at(ms);
      d.report('importing records', ms * 1, 10_000, { bytes: ms * 200, totalBytes: 2_000_000 });
    }
    const line = d.out.at(-1)!;
    expect(line).toBe(
      '\rimporting records [##########----------] 50% 5,000/10,000 records · 1,000 records/s · ETA 5.0 s\x1b[K',
    );
  });

  it('leaves the line of a failed command as it was, and the error on a line of its own', () => {
    const d = display(true);
    d.report('importing records', 10, 100);
    d.stop(false);
    expect(d.out.at(-1)).toBe('\n');
    expect(d.text()).not.toContain('records in');
  });
});
