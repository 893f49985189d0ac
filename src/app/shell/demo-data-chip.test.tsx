import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../testing/data-api-handlers';
import { catalogueRootHandler, server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';
import { ASYNC_TIMEOUT_MS } from '../../testing/async-timeout';
import { withPhoneViewport } from '../../testing/viewport';

const CHIP = 'Demo data: generated records, not real ones';

beforeEach(() => {
  server.use(...emptyDataApiHandlers);
});

describe('the demo-data chip (issue 45 item 8)', () => {
  it('labels the generated demo catalogue in the top bar of every page, linking to where the data comes from', async () => {
    server.use(catalogueRootHandler('demo'));
    const { user, router } = renderApp('/works');
    const chip = await screen.findByRole('link', { name: CHIP }, { timeout: ASYNC_TIMEOUT_MS });
    expect(chip).toHaveTextContent('Demo data');
    expect(chip).toHaveAttribute('href', '/faq#sources');

    await user.hover(chip);
    expect(await screen.findByRole('tooltip', {}, { timeout: ASYNC_TIMEOUT_MS })).toHaveTextContent(
      'its works, authors, journals, DOIs, ORCIDs and RORs look real but are made up',
    );

    await user.click(chip);
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(screen.getByRole('link', { name: CHIP })).toBeVisible();
  });

  it('says so on a phone in a strip below the top bar, which has no room for the chip', async () => {
    withPhoneViewport();
    server.use(catalogueRootHandler('demo'));
    renderApp('/works');
    const strip = await screen.findByRole('link', { name: CHIP }, { timeout: ASYNC_TIMEOUT_MS });
    expect(strip).toHaveTextContent('Demo data · generated records, not real ones');
    expect(strip).toHaveAttribute('href', '/faq#sources');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });

  it('is not shown over imported records', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ name: 'Alexandria catalogue API', catalogue: { kind: 'imported' } });
      }),
    );
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About the data' }, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('link', { name: CHIP })).not.toBeInTheDocument();
  });

  it('is not shown by a data host that does not describe its catalogue (the public OpenAlex API)', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/', () => {
        asked.push('root');
        return HttpResponse.json({
          documentation_url: 'https://docs.openalex.org',
          msg: "Don't panic",
          version: '0.0.1',
        });
      }),
    );
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About the data' }, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });
});
