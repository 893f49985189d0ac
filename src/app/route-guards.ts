import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hrefs, safeRedirect } from '../config/paths';
import { loadSession } from '../session/load-session';

function fullPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Every route: a saved token with no loaded user fetches the user first. */
export async function sessionLoader(): Promise<null> {
  await loadSession();
  return null;
}

/** Login-required routes: without a user, go to /login keeping the intended full path. */
export async function requireUserLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const user = await loadSession();
  if (!user) throw redirect(hrefs.login(fullPath(request)));
  return null;
}

/** /login and /signup: a signed-in user goes straight to the redirect target (or home). */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const user = await loadSession();
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  return null;
}
