import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { resetSession } from '../../../testing/session';
import { UPCOMING_SHOWN } from './webinars-page';

beforeEach(() => {
  resetSession();
  server.use(...emptyDataApiHandlers);
});

describe('/webinars', () => {
  it('lists the coming second Thursdays and says when no recording is published (the default file)', async () => {
    server.use(http.get('*/webinars.json', () => HttpResponse.json({ registrationUrl: '', completed: [] })));
    renderApp('/webinars');
    expect(await screen.findByRole('heading', { name: 'Webinars' })).toBeVisible();
    const upcoming = screen.getByRole('list', { name: 'Upcoming webinars' });
    const times = within(upcoming)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')!.getAttribute('dateTime')!);
    expect(times).toHaveLength(UPCOMING_SHOWN);
    for (const time of times) {
      const date = new Date(time);
      expect(date.getTime()).toBeGreaterThan(Date.now() - 3600_000);
      // a Thursday, 8–14 of its month, at 16:00 or 17:00 UTC (noon in New York)
      expect(date.getUTCDay()).toBe(4);
      expect(date.getUTCDate()).toBeGreaterThanOrEqual(8);
      expect(date.getUTCDate()).toBeLessThanOrEqual(14);
      expect([16, 17]).toContain(date.getUTCHours());
    }
    expect(await screen.findByText('No recordings of past webinars have been published yet.')).toBeVisible();
    expect(screen.getByText('This installation has not published a registration link.')).toBeVisible();
  });

  it('lists completed webinars from the file, newest first, with their recordings', async () => {
    server.use(
      http.get('*/webinars.json', () =>
        HttpResponse.json({
          registrationUrl: 'https://events.example.org/alexandria',
          completed: [
            { title: 'Getting started', date: '2026-09-10', recordingUrl: 'https://video.example.org/1' },
            { title: 'Labels', date: '2026-10-08', recordingUrl: 'https://video.example.org/2', description: 'Q&A' },
          ],
        }),
      ),
    );
    renderApp('/webinars');
    const completed = await screen.findByRole('list', { name: 'Completed webinars' });
    const links = within(completed).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Labels', 'https://video.example.org/2'],
      ['Getting started', 'https://video.example.org/1'],
    ]);
    expect(within(completed).getByText(/October 8, 2026 — Q&A|8 October 2026 — Q&A/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      'https://events.example.org/alexandria',
    );
  });
});
