import { screen, within } from '@testing-library/react';
import { faqAnchors } from '../../../config/paths';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { resetSession } from '../../../testing/session';

beforeEach(() => {
  resetSession();
  server.use(...emptyDataApiHandlers);
});

describe('/faq', () => {
  it('answers each anchored question for real, with no "later release" placeholder', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    for (const anchor of faqAnchors) {
      const section = document.getElementById(anchor);
      expect(section, anchor).not.toBeNull();
      expect(section!.textContent!.length, anchor).toBeGreaterThan(300);
    }
    expect(document.body.textContent).not.toMatch(/later release|coming soon/i);
    const fee = within(document.getElementById('requester-pays')!);
    expect(fee.getByRole('heading', { name: 'Is there a fee to download the whole dataset?' })).toBeVisible();
    expect(fee.getAllByText(/\$10/).length).toBeGreaterThan(0);
    expect(fee.getAllByText(/requester pays/).length).toBeGreaterThan(0);
    const mag = within(document.getElementById('coverage-compared-to-mag')!);
    expect(mag.getByRole('link', { name: 'the works indexed by MAG only' })).toHaveAttribute(
      'href',
      '/works?filter=mag_only:true',
    );
  });

  it('scrolls a hash target to 75 px below the top of the window', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    // the page lays nothing out in jsdom: the section says where it is
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return { top: this.id === 'requester-pays' ? 900 : 0 } as DOMRect;
    });
    try {
      renderApp('/faq#requester-pays');
      expect(
        await screen.findByRole('region', { name: 'Is there a fee to download the whole dataset?' }),
      ).toBeInTheDocument();
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 900 + window.scrollY - 75 }));
    } finally {
      rect.mockRestore();
    }
  });
});
