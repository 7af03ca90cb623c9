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

export type RepositoryAccess = 'write' | 'read-only' | 'invalid-token' | 'unknown';

/**
 * What a token may do with the repository the editor saves to, as GitHub's API says: only `write` (push) may read the
 * enquiry counts. The API is looked up through the global fetch at call time, so tests can stand in for GitHub.
 */
export async function repositoryAccess(token: string, repository: string): Promise<RepositoryAccess> {
  try {
    const response = await fetch(`https://api.github.com/repos/${repository}`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/vnd.github+json',
        'User-Agent': 'elite-garage-spa',
        'X-GitHub-Api-Version': '2022-11-28',
      },
    });
    if (response.status === 401) return 'invalid-token';
    if (response.status === 403 || response.status === 404) return 'read-only';
    if (!response.ok) return 'unknown';
    const body: { permissions?: { push?: boolean } } = await response.json();
    return body.permissions?.push === true ? 'write' : 'read-only';
  } catch {
    return 'unknown';
  }
}
