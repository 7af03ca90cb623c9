// GitHub's OAuth web flow, as the editor's sign-in needs it: the authorize URL
// the browser is sent to, and the exchange of the returned code for a token.
export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';

/** The scopes the editor may ask for: `repo` to commit to a private repository, `public_repo` for a public one. */
export function scopeFor(requested: string | undefined): string {
  return requested === 'public_repo' ? 'public_repo' : 'repo';
}

export function authorizeUrl(options: { clientId: string; redirectUri: string; scope: string; state: string }): string {
  const url = new URL(GITHUB_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: options.scope,
    state: options.state,
  }).toString();
  return url.href;
}

export type TokenResult = { ok: true; token: string } | { ok: false; reason: string };

/** Exchanges the authorization code; GitHub answers errors with status 200 and an `error` field. */
export async function exchangeCode(options: {
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
}): Promise<TokenResult> {
  let response: Response;
  try {
    response = await fetch(GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'User-Agent': 'elite-garage-spa' },
      body: JSON.stringify({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code: options.code,
        redirect_uri: options.redirectUri,
      }),
    });
  } catch {
    return { ok: false, reason: 'no se pudo conectar con GitHub' };
  }
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: unknown;
    error?: unknown;
    error_description?: unknown;
  };
  if (response.ok && typeof body.access_token === 'string' && body.access_token !== '') {
    return { ok: true, token: body.access_token };
  }
  const detail = typeof body.error_description === 'string' ? body.error_description : body.error;
  return { ok: false, reason: `GitHub respondió ${response.status}${typeof detail === 'string' ? `: ${detail}` : ''}` };
}
