import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAppNavigate } from './use-app-navigate';

function setup(initial: string) {
  let navigate: ReturnType<typeof useAppNavigate> | undefined;
  function Probe() {
    navigate = useAppNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [initial] });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  return {
    router,
    navigate: (...args: Parameters<ReturnType<typeof useAppNavigate>>) => act(() => navigate!(...args)),
  };
}

describe('useAppNavigate', () => {
  it('ignores a navigation to where the page already is', async () => {
    const { router, navigate } = setup('/works?filter=type:article');
    await navigate('/works?filter=type:article');
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe('default');
  });

  it('navigates anywhere else, including a change of query only', async () => {
    const { router, navigate } = setup('/works?filter=type:article');
    await navigate('/works?filter=type:book');
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?filter=type:book');
    await navigate('/about');
    expect(router.state.location.pathname).toBe('/about');
  });
});
