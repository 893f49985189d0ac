import { exportTimeEstimate } from './export-time-estimate';

describe('exportTimeEstimate (spec 2 §9)', () => {
  it.each([
    [0, '5 minutes'],
    [10_000, '5 minutes'],
    [10_001, '10 minutes'],
    [1_000_000, '10 minutes'],
    [1_000_001, '20 minutes'],
    [10_000_000, '20 minutes'],
    [10_000_001, '2 hours'],
    [50_000_000, '2 hours'],
    [50_000_001, '5 hours'],
    [300_000_000, '5 hours'],
    [300_000_001, 'a day'],
  ])('%d rows take up to %s', (count, estimate) => {
    expect(exportTimeEstimate(count)).toBe(estimate);
  });
});
