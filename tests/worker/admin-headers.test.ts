// Every response under /admin, redirects, 404s, 405s and the sign-out included, carries the security headers; wrong
// methods get 405 with Allow; the owner can sign out of the counts, which clears the token's cookie.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SIGN_OUT_PATH } from '../../src/admin/pages.ts';
import app from '../../src/index.tsx';
import { fetchPage } from './fetch-page.ts';
import { observatoryGrade } from './observatory.ts';

/** The hardening headers, and the Observatory's A+ (which grades only responses that set no cookie). */
function expectSecurityHeaders(response: Response, graded = true): void {
  expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains; preload');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toMatch(/^(same-origin|strict-origin-when-cross-origin)$/);
  expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  // The owner's pages' own policy (default-src 'none'), or a visitor page's, such as the 404 (default-src 'self', so
  // the web app manifest loads in every engine: src/security-headers.ts).
  expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src '(none|self)';/);
  if (graded) expect(observatoryGrade(response.headers).grade).toBe('A+');
}

describe('security headers on every /admin response', () => {
  it.each([
    ['the 301 from /admin to /admin/', '/admin', 301],
    ['a 404 under /admin/', '/admin/no-existe', 404],
    ['a 404 deeper under /admin/', '/admin/a/b.txt', 404],
    ['the sign-in without its secrets', '/admin/auth', 503],
  ])('%s', async (_name, path, status) => {
    const { response } = await fetchPage(path, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('methods under /admin', () => {
  it.each(
    ['/admin', '/admin/', '/admin/auth', '/admin/callback', '/admin/consultas', '/admin/no-existe'].flatMap((path) =>
      ['POST', 'PUT', 'DELETE'].map((method) => [method, path]),
    ),
  )('%s %s answers 405 with Allow: GET, HEAD, and the security headers', async (method, path) => {
    const { response } = await fetchPage(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
    expectSecurityHeaders(response);
  });

  it('the sign-out takes only POST', async () => {
    for (const method of ['GET', 'PUT']) {
      const { response } = await fetchPage(SIGN_OUT_PATH, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expectSecurityHeaders(response);
    }
  });
});

describe('signing out of the counts', () => {
  it('the counts page has a sign-out form that works without JavaScript, allowed by its policy', async () => {
    const response = await app.request(
      'https://elitegaragespa.com/admin/consultas',
      {},
      { ...env, ADMIN_LOCAL_BACKEND: 'http://localhost:8081/api/v1' },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="${SIGN_OUT_PATH}">\\s*<button type="submit">Salir de las consultas</button>`,
      ),
    );
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
  });

  it("POST clears the token's cookie for /admin/consultas and says so in Spanish", async () => {
    const { response, html } = await fetchPage(SIGN_OUT_PATH, {
      method: 'POST',
      headers: { Cookie: 'editor_token=gho_123', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^editor_token=;/);
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('Path=/admin/consultas');
    expect(cookie).toContain('Secure');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Saliste de las consultas</h1>');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expectSecurityHeaders(response, false);
  });
});
