import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows at most the given number of pages around the current one', () => {
    expect(pageWindow(1, 1000, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(50, 1000, 10)).toEqual([46, 47, 48, 49, 50, 51, 52, 53, 54, 55]);
    expect(pageWindow(1000, 1000, 10)).toEqual([991, 992, 993, 994, 995, 996, 997, 998, 999, 1000]);
    expect(pageWindow(7, 20, 4)).toEqual([6, 7, 8, 9]);
  });
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 10)).toEqual([]);
  });
});
