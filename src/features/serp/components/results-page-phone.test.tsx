import { screen, within } from '@testing-library/react';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { withPhoneViewport } from '../../../testing/viewport';

beforeEach(() => {
  server.use(...emptyDataApiHandlers);
  withPhoneViewport();
});

describe('results page on a phone', () => {
  it('tabs between the results and the stats', async () => {
    const { user } = renderApp('/works');
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Stats' }));
    expect(within(tabs).getByRole('tab', { name: 'Stats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the report at once, without an empty Results tab, when the list is switched off', async () => {
    renderApp('/works?view=report');
    expect(await screen.findByRole('button', { name: 'Add card' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Results' })).not.toBeInTheDocument();
  });
});
