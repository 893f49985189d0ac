import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredTooltip, deferredTooltip } from './deferred-tooltip';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

describe('DeferredTooltip, pressed while its code arrives', () => {
  it('keeps the button under the pointer, so the click that began before the code arrived still lands', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <DeferredTooltip title="Save this search">
        <button type="button" onClick={onClick}>
          Save
        </button>
      </DeferredTooltip>,
    );
    expect(deferredTooltip.loaded()).toBeUndefined();
    const pressed = screen.getByRole('button');
    // the pointer reaches the button (which starts loading the tip's code) and presses it
    await user.pointer({ keys: '[MouseLeft>]', target: pressed });
    await waitFor(() => expect(deferredTooltip.loaded()).toBeDefined(), { timeout: ASYNC_TIMEOUT_MS });
    expect(await screen.findByRole('tooltip', {}, { timeout: ASYNC_TIMEOUT_MS })).toHaveTextContent('Save this search');
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button') });

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toBe(pressed);
    expect(pressed).toBeInTheDocument();
  });
});
