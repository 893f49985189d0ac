import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { appEnv } from '../../../config/env';
import { useSessionStore } from '../../../session/session-store';
import { server } from '../../../testing/msw-server';
import { resetSession } from '../../../testing/session';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactPage } from './contact-page';

const URL = '/support-api/api/v2/requests.json';

function renderPage() {
  const view = renderWithProviders(<ContactPage />, { path: '/contact' });
  const form = screen.getByRole('form', { name: 'Contact form' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, form, field };
}

async function fillValid(user: ReturnType<typeof renderPage>['user'], field: ReturnType<typeof renderPage>['field']) {
  // typed as a person would (blur included), short: typing is slow in the test DOM
  await user.type(field('Name'), 'Ada');
  await user.type(field('Email'), 'a@b.org');
  await user.type(field('Subject'), 'ORCID');
  await user.type(field('Message'), 'Fix it ');
}

describe('contact form validation (spec 2 §5, lazy)', () => {
  it('says nothing until a field is left, then follows each change', async () => {
    const { user, form, field } = renderPage();
    await user.click(field('Name'));
    expect(within(form).queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(field('Email'));
    expect(within(form).getByText('Name is required')).toBeVisible();

    await user.type(field('Email'), 'a.b.org');
    // the e-mail has not been left yet: no verdict on it
    expect(within(form).queryByText('E-mail must be valid')).not.toBeInTheDocument();
    await user.tab();
    expect(within(form).getByText('E-mail must be valid')).toBeVisible();
    await user.clear(field('Email'));
    expect(within(form).getByText('E-mail is required')).toBeVisible();
    await user.type(field('Email'), 'a@b.org');
    expect(within(form).queryByText(/E-mail/)).not.toBeInTheDocument();

    await user.type(field('Name'), 'Ada');
    expect(field('Name')).not.toHaveAccessibleDescription('Name is required');
    // the subject, left on the way, has its own verdict
    expect(field('Subject')).toHaveAccessibleDescription('Name is required');
  });

  it('names every missing field on Send and sends nothing', async () => {
    let calls = 0;
    server.use(http.post(URL, () => void calls++));
    const { user, form, field } = renderPage();
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    // the subject uses the name rule, its message included (spec 2 §5)
    expect(within(form).getAllByText('Name is required')).toHaveLength(2);
    expect(field('Subject')).toHaveAccessibleDescription('Name is required');
    expect(field('Email')).toHaveAccessibleDescription('E-mail is required');
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(calls).toBe(0);
  });

  it('does not send a form with a malformed e-mail', async () => {
    let calls = 0;
    server.use(http.post(URL, () => void calls++));
    const { user, form, field } = renderPage();
    await fillValid(user, field);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'a@b');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(field('Email')).toHaveAccessibleDescription('E-mail must be valid');
    expect(calls).toBe(0);
  });
});

// Unmount before the session ends: a page still on screen would re-render outside act().
afterEach(() => {
  cleanup();
  resetSession();
});

describe('sending the contact form (spec 2 §7 "Contact")', () => {
  it("posts the spec's body and shows the confirmation instead of the form", async () => {
    let body: unknown;
    server.use(
      http.post(URL, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ request: { id: 7, status: 'new' } }, { status: 201 });
      }),
    );
    const { user, form, field } = renderPage();
    await fillValid(user, field);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    expect(body).toEqual({
      request: {
        subject: 'ORCID',
        comment: { body: 'Fix it' },
        requester: { name: 'Ada', email: 'a@b.org' },
      },
    });
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });

  it.each([
    ['a non-ok answer', () => HttpResponse.json({ error: 'Too many requests' }, { status: 429 })],
    ['a network failure', () => HttpResponse.error()],
  ])('on %s shows the fallback with the support address and hides the form', async (_what, answer) => {
    server.use(http.post(URL, answer));
    const { user, form, field } = renderPage();
    await fillValid(user, field);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${CONTACT_FAILURE} ${appEnv.contactEmail}`);
    expect(within(alert).getByRole('link', { name: appEnv.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${appEnv.contactEmail}`,
    );
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });

  it("fills in a signed-in reader's name and e-mail", async () => {
    useSessionStore.setState({
      token: 't',
      user: {
        id: 'u1',
        name: 'Ada Reader',
        email: 'ada@example.org',
        authorId: null,
        authorClaimStatus: null,
        isAdmin: false,
        isTester: false,
        isLibrarian: false,
      },
    });
    const { field } = renderPage();
    expect(field('Name')).toHaveValue('Ada Reader');
    expect(field('Email')).toHaveValue('ada@example.org');
    expect(field('Subject')).toHaveValue('');
  });
});
