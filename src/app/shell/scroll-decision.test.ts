import { decideScroll } from './scroll-decision';

const base = {
  hash: '',
  navigationType: 'PUSH',
  savedY: undefined,
  previousPathname: '/about',
  pathname: '/faq',
  isResultsList: false,
} as const;

describe('scroll rules', () => {
  it('scrolls to a hash target', () => {
    expect(decideScroll({ ...base, hash: '#requester-pays' })).toEqual({ kind: 'hash', id: 'requester-pays' });
  });
  it('restores the saved position on back/forward', () => {
    expect(decideScroll({ ...base, navigationType: 'POP', savedY: 420 })).toEqual({ kind: 'restore', y: 420 });
  });
  it('goes to the top on a new page, even when a position was saved', () => {
    expect(decideScroll({ ...base, savedY: 420 })).toEqual({ kind: 'top' });
  });
  it('keeps its place within the results list', () => {
    expect(decideScroll({ ...base, previousPathname: '/works', pathname: '/works', isResultsList: true })).toEqual({
      kind: 'keep',
    });
  });
  it('goes to the top when entering the results list from another page', () => {
    expect(decideScroll({ ...base, previousPathname: '/', pathname: '/works', isResultsList: true })).toEqual({
      kind: 'top',
    });
  });
});
