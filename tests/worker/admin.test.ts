// The editor at /admin/: its own headers, never cached nor indexed, and the
// visitor pages' policy untouched by it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { adminHomePage } from '../../src/admin/pages.ts';
import { adminAssets } from '../../src/generated/admin-assets.ts';
import { editorRepository } from '../../src/generated/editor-repository.ts';
import { pagePolicy, pageSecurityHeaders } from '../../src/security-headers.ts';
import { fetchPage, inlineSources } from './fetch-page.ts';

/** The policy of a page that rendered the inline code its HTML carries. */
async function policyOf(html: string): Promise<string> {
  const hashes = async (sources: Promise<string[]>) => new Set((await sources).map((source) => source.slice(1, -1)));
  return pagePolicy({
    scripts: await hashes(inlineSources(html, 'script')),
    styles: await hashes(inlineSources(html, 'style')),
  });
}

/** The visitor policy exactly as src/security-headers.ts builds it, outside the site's app. */
async function visitorPolicy(): Promise<string> {
  const bare = new Hono().use(pageSecurityHeaders).get('/', (c) => c.text(''));
  return (await bare.request('/')).headers.get('Content-Security-Policy') ?? '';
}

describe('the editor page', () => {
  it('loads the self-hosted editor with its own policy, marked noindex and never cached', async () => {
    const { response } = await fetchPage('/admin/');
    // The page of a build that found the repository to save to (scripts/build/editor/backend.ts).
    const html = String(await adminHomePage('dueño/sitio', undefined));
    expect(response.status).toBe(200);
    expect(adminAssets.script).toMatch(/^\/admin\/[0-9a-f]{12}\/editor\.js$/);
    expect(html).toContain(`<script type="module" src="${adminAssets.script}"></script>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<link href="/admin/config.yml" type="application/yaml" rel="cms-config-url" />');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Edge-Cache')).toBeNull();
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    // No 'unsafe-eval': only WebAssembly (the editor's WebP encoder) may be compiled.
    expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; /);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('without a repository to save to, says in Spanish what to set and where, instead of the editor', async () => {
    const html = String(await adminHomePage(undefined, undefined));
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Falta indicar dónde guarda el editor</h1>');
    expect(html).toContain('<code>EDITOR_GITHUB_REPO</code>');
    expect(html).toContain('<strong>Build variables</strong>');
    expect(html).toContain('<code>npm run admin</code>');
    expect(html).not.toContain('cms-config-url');
    expect(html).not.toContain(adminAssets.script);
    // With the local stand-in for GitHub (npm run admin) the editor saves to this folder and needs no repository.
    expect(String(await adminHomePage(undefined, 'http://localhost:8081'))).toContain('cms-config-url');
  });

  it('/admin/ serves the editor when the build found its repository, and the setup page when it did not', async () => {
    const { response, html } = await fetchPage('/admin/');
    expect(response.status).toBe(200);
    expect(html).toContain(editorRepository ? 'rel="cms-config-url"' : 'Falta indicar dónde guarda el editor');
  });

  it('sends /admin to /admin/, where the editor finds its config.yml', async () => {
    const { response } = await fetchPage('/admin', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/admin/');
  });

  it('is not in the sitemap', async () => {
    const { html } = await fetchPage('/sitemap.xml');
    expect(html).toContain('<loc>');
    expect(html).not.toContain('/admin');
  });
});

describe('the visitor pages', () => {
  it.each(['/', '/servicios/pintura-motos', '/politica-privacidad', '/no-existe'])(
    '%s keeps its visitor policy, byte for byte',
    async (path) => {
      const { response, html } = await fetchPage(path);
      expect(response.headers.get('Content-Security-Policy')).toBe(await policyOf(html));
      expect(response.headers.get('X-Robots-Tag')).toBeNull();
    },
  );

  it('allow nothing the editor needs beyond the visitor policy', async () => {
    const policies = [await visitorPolicy(), await policyOf((await fetchPage('/')).html)];
    for (const policy of policies) {
      for (const loosened of ["'unsafe-eval'", "'unsafe-inline'", 'blob:', 'api.github.com', 'githubstatus']) {
        expect(policy).not.toContain(loosened);
      }
    }
  });
});
