// Signing in to the editor with GitHub through our Worker, with GitHub's token
// endpoint answered by the test: /admin/auth, then /admin/callback.
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../src/index.tsx';

const origin = 'https://elitegaragespa.com';
const secrets = { GITHUB_CLIENT_ID: 'Iv1.cliente', GITHUB_CLIENT_SECRET: 'secreto-de-prueba' };

async function request(path: string, options: { cookie?: string; secrets?: Partial<typeof secrets> } = {}) {
  const pending: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => pending.push(work), passThroughOnException() {}, props: {} };
  const headers = options.cookie ? { Cookie: options.cookie } : undefined;
  const response = await app.fetch(
    new Request(`${origin}${path}`, { headers, redirect: 'manual' }),
    { ...env, ...(options.secrets ?? secrets) },
    ctx as unknown as ExecutionContext,
  );
  await Promise.all(pending);
  return { response, html: await response.text() };
}

/** Starts a sign-in and returns GitHub's authorize URL and the state cookie, as the browser would keep it. */
async function startSignIn() {
  const { response } = await request('/admin/auth?provider=github&site_id=elitegaragespa.com&scope=repo');
  const authorize = new URL(response.headers.get('Location') ?? '');
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  return { response, authorize, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

/** GitHub's token endpoint, answered locally; returns the spy to inspect what was sent. */
function githubAnswers(body: unknown, status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== 'https://github.com/login/oauth/access_token') throw new Error(`unexpected fetch ${url}`);
    return Response.json(body, { status });
  });
}

/** The message the callback page posts to the editor window, read from its inline script. */
const postedMessage = (html: string) => JSON.parse(/const message = (".*");/.exec(html)?.[1] ?? 'null') as string;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/auth', () => {
  it('sends the owner to GitHub with our client id, our callback and a random state kept in a strict cookie', async () => {
    const { response, authorize, setCookie } = await startSignIn();
    expect(response.status).toBe(302);
    expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(authorize.searchParams.get('client_id')).toBe(secrets.GITHUB_CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/admin/callback`);
    expect(authorize.searchParams.get('scope')).toBe('repo');
    const state = authorize.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookie).toContain(`github_oauth_state=${state}`);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\/admin/);
    expect((await startSignIn()).authorize.searchParams.get('state')).not.toBe(state);
  });

  it('without the secrets, explains in Spanish what to configure instead of failing', async () => {
    const { response, html } = await request('/admin/auth', {
      secrets: { GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: '' },
    });
    expect(response.status).toBe(503);
    expect(html).toContain('Falta configurar el ingreso con GitHub');
    expect(html).toContain('npx wrangler secret put GITHUB_CLIENT_ID');
    expect(html).toContain('npx wrangler secret put GITHUB_CLIENT_SECRET');
    expect(html).toContain('docs/publicar.md');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('names only the secret that is missing', async () => {
    const { response, html } = await request('/admin/auth', {
      secrets: { GITHUB_CLIENT_ID: 'Iv1.cliente', GITHUB_CLIENT_SECRET: '' },
    });
    expect(response.status).toBe(503);
    expect(html).toContain('npx wrangler secret put GITHUB_CLIENT_SECRET');
    expect(html).not.toContain('npx wrangler secret put GITHUB_CLIENT_ID');
  });
});

describe('/admin/callback', () => {
  it('trades the code for a token and hands it to the editor window on our origin only', async () => {
    const { authorize, cookie } = await startSignIn();
    const github = githubAnswers({ access_token: 'gho_token123', token_type: 'bearer', scope: 'repo' });
    const state = authorize.searchParams.get('state');
    const { response, html } = await request(`/admin/callback?code=abc&state=${state}`, { cookie });

    expect(response.status).toBe(200);
    expect(github).toHaveBeenCalledOnce();
    const sent = github.mock.calls[0]?.[1];
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(String(sent?.body))).toEqual({
      client_id: secrets.GITHUB_CLIENT_ID,
      client_secret: secrets.GITHUB_CLIENT_SECRET,
      code: 'abc',
      redirect_uri: `${origin}/admin/callback`,
    });
    expect(postedMessage(html)).toBe('authorization:github:success:{"token":"gho_token123","provider":"github"}');
    expect(html).toContain(`const origin = "${origin}";`);
    expect(html).toContain("window.opener.postMessage('authorizing:github', origin);");
    expect(html).toContain('window.opener.postMessage(message, origin);');
    expect(html).not.toContain("'*'");
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toMatch(/github_oauth_state=;.*Max-Age=0/);

    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'nonce-${nonce}'`);
    expect(response.headers.get('Content-Security-Policy')).not.toContain('unsafe');
  });

  it('refuses a state that is not the one it gave out, without asking GitHub', async () => {
    const { cookie } = await startSignIn();
    const github = githubAnswers({ access_token: 'never' });
    const { response, html } = await request('/admin/callback?code=abc&state=otro', { cookie });
    expect(response.status).toBe(403);
    expect(github).not.toHaveBeenCalled();
    expect(html).toContain('No se pudo entrar con GitHub');
    expect(postedMessage(html)).toMatch(/^authorization:github:error:/);
    expect(html).not.toContain('never');
  });

  it('refuses a callback with no state cookie at all', async () => {
    const github = githubAnswers({ access_token: 'never' });
    const { response } = await request('/admin/callback?code=abc&state=cualquiera');
    expect(response.status).toBe(403);
    expect(github).not.toHaveBeenCalled();
  });

  it('says so when GitHub sends no code', async () => {
    const { authorize, cookie } = await startSignIn();
    const github = githubAnswers({ access_token: 'never' });
    const { response, html } = await request(`/admin/callback?state=${authorize.searchParams.get('state')}`, {
      cookie,
    });
    expect(response.status).toBe(400);
    expect(github).not.toHaveBeenCalled();
    expect(html).toContain('GitHub no mandó el código de acceso');
  });

  it('passes on the error GitHub answers, in the page and to the editor', async () => {
    const { authorize, cookie } = await startSignIn();
    githubAnswers({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    const { response, html } = await request(
      `/admin/callback?code=viejo&state=${authorize.searchParams.get('state')}`,
      {
        cookie,
      },
    );
    expect(response.status).toBe(502);
    expect(html).toContain('The code passed is incorrect or expired.');
    expect(postedMessage(html)).toBe(
      'authorization:github:error:{"message":"No se pudo entrar con GitHub: GitHub respondió 200: The code passed is incorrect or expired."}',
    );
  });

  it('survives GitHub being down', async () => {
    const { authorize, cookie } = await startSignIn();
    githubAnswers({ message: 'Service Unavailable' }, 503);
    const { response, html } = await request(`/admin/callback?code=abc&state=${authorize.searchParams.get('state')}`, {
      cookie,
    });
    expect(response.status).toBe(502);
    expect(html).toContain('GitHub respondió 503');
  });

  it('without the secrets, explains what to configure', async () => {
    const { response, html } = await request('/admin/callback?code=abc&state=x', {
      secrets: { GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: '' },
    });
    expect(response.status).toBe(503);
    expect(html).toContain('GITHUB_CLIENT_SECRET');
  });
});
