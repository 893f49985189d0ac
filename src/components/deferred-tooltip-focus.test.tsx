import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip, deferredTooltip } from './deferred-tooltip';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

describe('DeferredTooltip, focused before its code has loaded', () => {
  it('keeps the focus on the child when the tooltip code arrives', async () => {
    render(
      <DeferredTooltip title="View settings">
        <button type="button">V</button>
      </DeferredTooltip>,
    );
    expect(deferredTooltip.loaded()).toBeUndefined();
    await userEvent.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await waitFor(() => expect(deferredTooltip.loaded()).toBeDefined(), { timeout: ASYNC_TIMEOUT_MS });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View settings');
    expect(screen.getByRole('button')).toHaveFocus();
  });
});
