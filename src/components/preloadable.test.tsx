import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('is lazy (suspends) before loading and the component itself once loaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const greeting = preloadable(load);
    const Before = greeting.current();
    expect(Before).not.toBe(Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Before name="lazy" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello lazy')).toBeInTheDocument();
    expect(greeting.current()).toBe(Greeting);
    await greeting.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const greeting = preloadable(load);
    await expect(greeting.load()).rejects.toThrow('offline');
    await expect(greeting.load()).resolves.toBe(Greeting);
    expect(greeting.current()).toBe(Greeting);
  });
});
