import { screen } from '@testing-library/react';
import { appEnv } from '../../../config/env';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { resetSession } from '../../../testing/session';

beforeEach(() => {
  resetSession();
  server.use(...emptyDataApiHandlers);
});

describe('alpha-testing notice', () => {
  it("says access is by invitation and names the installation's contact address as a mail link", async () => {
    const configured = appEnv.contactEmail;
    appEnv.contactEmail = 'analytics-access@library.example.edu';
    try {
      renderApp('/analytics-testing');
      expect(await screen.findByRole('heading', { name: 'Analytics alpha testing' })).toBeVisible();
      expect(screen.getByText(/access is by invitation/)).toBeVisible();
      expect(
        screen.getByText(
          /send a short description of your work and your role, and the e-mail address tied to your account/,
        ),
      ).toBeVisible();
      const link = screen.getByRole('link', { name: 'analytics-access@library.example.edu' });
      expect(link.getAttribute('href')).toMatch(/^mailto:analytics-access@library\.example\.edu\?/);
    } finally {
      appEnv.contactEmail = configured;
    }
  });

  it('names the default address when none is configured', async () => {
    renderApp('/analytics-testing');
    expect(await screen.findByRole('link', { name: 'team@alexandria.example' })).toBeVisible();
  });
});
