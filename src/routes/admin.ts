// The editor at /admin/ (Sveltia CMS, served as static assets) and its GitHub sign-in: /admin/auth keeps a random state
// in a cookie, /admin/callback checks it and hands the editor window a token.
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { authorizeUrl, exchangeCode, repositoryAccess, scopeFor } from '../admin/github-oauth.ts';
import { countsPage } from '../admin/counts-page.ts';
import { reviewCardPage } from '../admin/review-card-page.ts';
import { reviewCardPath } from '../lib/review-request.ts';
import { dayIn } from '../lib/calendar-day.ts';
import { monthRows } from '../enquiry/counts.server.ts';
import { monthsOf } from '../enquiry/counts.ts';
import { monthRefusedRows, monthTurnRows } from '../enquiry/counts.server.ts';
import { reviewVisitsSince } from '../reviews/visits.server.ts';
import { lastWeeks, visitsByWeek } from '../reviews/visits.ts';
import { siteConfig } from '../site.config.ts';
import {
  adminHomePage,
  countsRefusedPage,
  countsUnreadablePage,
  SIGN_OUT_PATH,
  signedInPage,
  signedOutPage,
  signInFailedPage,
  signInNotConfiguredPage,
} from '../admin/pages.ts';
import { editorRepository } from '../generated/editor-repository.ts';
import {
  countsSecurityHeaders,
  editorSecurityHeaders,
  localBackendToken,
  localBackendUrl,
  reviewCardSecurityHeaders,
  signInSecurityHeaders,
} from '../admin/security-headers.ts';

/** The counts' database (wrangler types), and the secrets and variables set outside wrangler.toml. */
export interface AdminBindings extends Partial<Pick<Env, 'DB'>> {
  EDITOR_GITHUB_REPO?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  ADMIN_LOCAL_BACKEND?: string;
}

type AdminEnv = { Bindings: AdminBindings; Variables: SecureHeadersVariables };
type AdminContext = Context<AdminEnv>;

const STATE_COOKIE = 'github_oauth_state';
const TOKEN_COOKIE = 'editor_token';

/** Nothing under /admin/ is for search engines or for any cache: the sign-in pages carry a token. */
const private_ = createMiddleware(async (c, next) => {
  await next();
  c.header('X-Robots-Tag', 'noindex, nofollow');
  c.header('Cache-Control', 'no-store');
});

function credentials(c: AdminContext): { clientId: string; clientSecret: string } | { missing: string[] } {
  const { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret } = c.env;
  if (clientId && clientSecret) return { clientId, clientSecret };
  return {
    missing: [...(clientId ? [] : ['GITHUB_CLIENT_ID']), ...(clientSecret ? [] : ['GITHUB_CLIENT_SECRET'])],
  };
}

const nonceOf = (c: AdminContext) => c.get('secureHeadersNonce') ?? '';
const callbackUrl = (c: AdminContext) => new URL('/admin/callback', c.req.url).href;

/** Mounted at the root: every path here starts with /admin. */
export const adminRoutes = new Hono<AdminEnv>()
  .use('/admin/*', private_)
  .get('/admin', (c) => c.redirect('/admin/', 301))
  .get('/admin/', editorSecurityHeaders, (c) => c.html(adminHomePage(editorRepository, localBackendUrl(c))))
  .get('/admin/auth', signInSecurityHeaders, (c) => {
    // Under `npm run admin` the editor talks to the local stand-in for GitHub, which knows one token.
    if (localBackendUrl(c)) return c.html(signedInPage(nonceOf(c), new URL(c.req.url).origin, localBackendToken));
    const secrets = credentials(c);
    if ('missing' in secrets) return c.html(signInNotConfiguredPage(nonceOf(c), secrets.missing), 503);
    const state = crypto.randomUUID();
    setCookie(c, STATE_COOKIE, state, { path: '/admin', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    return c.redirect(
      authorizeUrl({
        clientId: secrets.clientId,
        redirectUri: callbackUrl(c),
        scope: scopeFor(c.req.query('scope')),
        state,
      }),
      302,
    );
  })
  .get('/admin/callback', signInSecurityHeaders, async (c) => {
    const origin = new URL(c.req.url).origin;
    const failed = (reason: string, status: 400 | 403 | 502) =>
      c.html(signInFailedPage(nonceOf(c), origin, reason), status);
    const secrets = credentials(c);
    if ('missing' in secrets) return c.html(signInNotConfiguredPage(nonceOf(c), secrets.missing), 503);

    const expected = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: '/admin', secure: true });
    if (!expected || c.req.query('state') !== expected) {
      return failed('el pedido no salió de este editor o ya venció (pasaron más de 10 minutos)', 403);
    }
    const denied = c.req.query('error');
    if (denied) return failed(`GitHub no dio permiso (${denied})`, 403);
    const code = c.req.query('code');
    if (!code) return failed('GitHub no mandó el código de acceso', 400);

    const result = await exchangeCode({ ...secrets, code, redirectUri: callbackUrl(c) });
    if (!result.ok) return failed(result.reason, 502);
    // The same token opens the enquiry counts, checked against GitHub on every visit; only that page receives it.
    setCookie(c, TOKEN_COOKIE, result.token, {
      path: '/admin/consultas',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 8 * 60 * 60,
    });
    return c.html(signedInPage(nonceOf(c), origin, result.token));
  })
  .get('/admin/consultas', countsSecurityHeaders, async (c) => {
    const nonce = nonceOf(c);
    // With the local backend (npm run admin, on the owner's computer) there is no GitHub sign-in to check.
    if (!localBackendUrl(c)) {
      const token = getCookie(c, TOKEN_COOKIE);
      // The repository the build found, or one set as a Worker variable.
      const repository = editorRepository ?? c.env.EDITOR_GITHUB_REPO;
      if (!repository) return c.html(countsRefusedPage(nonce, 'no-repository'), 403);
      if (!token) return c.html(countsRefusedPage(nonce, 'signed-out'), 401);
      const access = await repositoryAccess(token, repository);
      if (access === 'invalid-token') return c.html(countsRefusedPage(nonce, 'signed-out'), 401);
      if (access !== 'write') return c.html(countsRefusedPage(nonce, access), 403);
    }
    const today = dayIn(siteConfig.openingHours.timeZone, new Date());
    const months = monthsOf(today);
    // The visits to /resena are shown by week: the last eight, this one first.
    const weeks = lastWeeks(today, 8);
    // No database, or one that fails: the owner is told so, never shown zeros.
    try {
      const db = c.env.DB;
      if (!db) throw new Error('no DB binding (wrangler.toml → d1_databases)');
      const rows = {
        [months.current]: await monthRows(db, months.current),
        [months.previous]: await monthRows(db, months.previous),
      };
      const turns = {
        [months.current]: await monthTurnRows(db, months.current),
        [months.previous]: await monthTurnRows(db, months.previous),
      };
      const refused = {
        [months.current]: await monthRefusedRows(db, months.current),
        [months.previous]: await monthRefusedRows(db, months.previous),
      };
      const visits = visitsByWeek(await reviewVisitsSince(db, weeks.at(-1) ?? today), weeks);
      return c.html(countsPage(nonce, months, rows, turns, refused, visits));
    } catch (error) {
      console.error('enquiry counts not read', error);
      return c.html(countsUnreadablePage(nonce), 503);
    }
  })
  // Nothing on it is private (the card, the message and the reviews are all in the public content), so it asks for no
  // sign-in: the owner can open it on the workshop's computer and print.
  .get(reviewCardPath, reviewCardSecurityHeaders, (c) => c.html(reviewCardPage(nonceOf(c))))
  // Signing out of the counts: the token's cookie is cleared (a form's POST, so it works without JavaScript).
  .post(SIGN_OUT_PATH, signInSecurityHeaders, (c) => {
    deleteCookie(c, TOKEN_COOKIE, { path: '/admin/consultas', secure: true, httpOnly: true, sameSite: 'Strict' });
    return c.html(signedOutPage(nonceOf(c)));
  });
