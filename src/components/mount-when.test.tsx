import { render, screen } from '@testing-library/react';
import { MountWhen } from './mount-when';

function Panel() {
  return <p>panel</p>;
}

describe('MountWhen', () => {
  it('renders nothing until the condition first holds, then keeps its children mounted', () => {
    const { rerender } = render(
      <MountWhen when={false}>
        <Panel />
      </MountWhen>,
    );
    expect(screen.queryByText('panel')).not.toBeInTheDocument();
    rerender(
      <MountWhen when>
        <Panel />
      </MountWhen>,
    );
    expect(screen.getByText('panel')).toBeInTheDocument();
    rerender(
      <MountWhen when={false}>
        <Panel />
      </MountWhen>,
    );
    // still mounted: a dialog or drawer inside plays its closing transition
    expect(screen.getByText('panel')).toBeInTheDocument();
  });
});
