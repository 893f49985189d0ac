import { exportEstimateMinutes, exportEstimateText } from './export-estimate';

describe('export time estimate', () => {
  it('follows the thresholds of spec 1 §9', () => {
    expect(exportEstimateMinutes(199)).toBeNull();
    expect(exportEstimateMinutes(200)).toBe(1);
    expect(exportEstimateMinutes(6599)).toBe(1);
    expect(exportEstimateMinutes(6600)).toBe(5);
    expect(exportEstimateMinutes(32_999)).toBe(5);
    expect(exportEstimateMinutes(33_000)).toBe(10);
    expect(exportEstimateMinutes(65_999)).toBe(10);
    expect(exportEstimateMinutes(66_000)).toBe(15);
    expect(exportEstimateMinutes(100_000)).toBe(15);
  });

  it('warns only when there is an estimate', () => {
    expect(exportEstimateText(10)).toBeNull();
    expect(exportEstimateText(500)).toBe(
      'This export may take up to 1 minute. Keep this window open until it is done.',
    );
    expect(exportEstimateText(50_000)).toMatch(/up to 10 minutes/);
  });
});
