import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip, deferredTooltip } from './deferred-tooltip';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

describe('DeferredTooltip, hovered before its code has loaded', () => {
  it('renders the child alone, then shows the tip once loaded, and hides it when the pointer leaves', async () => {
    render(
      <DeferredTooltip title="Share">
        <button type="button">S</button>
      </DeferredTooltip>,
    );
    expect(deferredTooltip.loaded()).toBeUndefined();
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Share');
    expect(deferredTooltip.loaded()).toBeDefined();
    await userEvent.unhover(screen.getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: ASYNC_TIMEOUT_MS,
    });
  });
});
