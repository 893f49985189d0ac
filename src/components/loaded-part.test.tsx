import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazy-part';
import { LoadedPart } from './loaded-part';
import { preloadable } from './preloadable';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('LoadedPart', () => {
  it('shows its fallback until the code is there, then the part, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    render(<LoadedPart part={preloadable(load)} props={{ name: 'Ada' }} fallback={<p>not yet</p>} />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part loaded before at once', async () => {
    const part = preloadable(() => Promise.resolve(Greeting));
    await part.load();
    render(<LoadedPart part={part} props={{ name: 'Ada' }} />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('after a failed load, tries again through the lazy component, suspending meanwhile', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    render(
      <Suspense fallback={<p>loading</p>}>
        <LoadedPart part={preloadable(load)} props={{ name: 'Ada' }} />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes a component of a part (lazyPart): its fallback, then the part with the props given', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyPart(load, <p>not yet</p>);
    const { rerender } = render(<LazyGreeting name="Ada" />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    rerender(<LazyGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its own fallback while retrying a failed load, leaving what is around it on screen', async () => {
    let succeed: (component: typeof Greeting) => void = () => undefined;
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockReturnValue(new Promise((resolve) => (succeed = resolve)));
    render(
      <Suspense fallback={<p>whole page loading</p>}>
        <p>around</p>
        <LoadedPart part={preloadable(load)} props={{ name: 'Ada' }} fallback={<p>not yet</p>} />
      </Suspense>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), { timeout: ASYNC_TIMEOUT_MS });
    expect(screen.getByText('around')).toBeInTheDocument();
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(screen.queryByText('whole page loading')).not.toBeInTheDocument();
    succeed(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
