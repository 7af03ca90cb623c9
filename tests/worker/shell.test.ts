import { describe, expect, it } from 'vitest';
import { clientAssets } from '../../src/generated/client-assets.ts';
import { services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
import { cspHashSource, fetchPage } from './fetch-page.ts';

describe('page shell', () => {
  it('renders the header as plain HTML, with every service in the menu', async () => {
    const { html } = await fetchPage('/servicios/pintura-motos');
    expect(html).not.toContain('data-island');
    expect(html).toContain('popoverTarget="menu-principal"');
    for (const service of services) expect(html).toContain(`href="/servicios/${service.id}"`);
    expect(html).toContain('aria-controls="menu-servicios"');
    expect(html).toContain('aria-controls="menu-cursos"');
    // A popover's button has no aria-expanded (HTML forbids it): the browser announces the popover's state.
    expect(html).not.toMatch(/<[a-z]+ [^<>]*aria-expanded=/);
  });

  it('links sections as /#id from every page', async () => {
    const { html } = await fetchPage('/politica-privacidad');
    for (const id of ['inicio', 'nosotros', 'servicios', 'cursos', 'galeria', 'testimonios', 'contacto']) {
      expect(html).toContain(`href="/#${id}"`);
    }
  });

  it('links the whole stylesheet right after the first screen of the home page, and starts its bundle from the end of the body', async () => {
    const { response, html } = await fetchPage('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    // No icon to fetch: the favicon is drawn from a data: URL (spaces percent-encoded: a URL has none).
    expect(head).toMatch(
      /<link rel="icon" href="data:image\/svg\+xml,%3Csvg%20[^"\s]+%3C\/svg%3E" type="image\/svg\+xml"\/>/,
    );
    // The parser holds what follows the hero until the stylesheet is in: no script decides what is shown.
    const heroEnd = html.indexOf('</section>', html.indexOf('<section id="inicio"')) + '</section>'.length;
    expect(html.slice(heroEnd)).toMatch(new RegExp(`^<link rel="stylesheet" href="${clientAssets.stylesheet}"/>`));
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('elementtiming');
    expect(html).not.toContain('data-rest');
    const [, scripts = '', loader = ''] = /<script data-src="([^"]+)">([^<]+)<\/script><\/body>/.exec(html) ?? [];
    // The home bundle first, then the chunks it imports; React is not among them (it loads with the gallery).
    expect(scripts.split(' ')).toEqual([
      expect.stringMatching(/^\/assets\/home-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/looping-video-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/),
    ]);
    // The policy allows exactly the inline scripts, by their hashes: the menus', the chat links' counts, the gallery's
    // controls, the map's and the loader (the speculation rules come from a header: tests/worker/speculation.test.ts).
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const inline = [...html.matchAll(/<script>(.+?)<\/script>/g)].map((found) => found[1] ?? '');
    expect(inline).toHaveLength(4);
    for (const text of [loader, ...inline]) expect(policy).toContain(await cspHashSource(text));
    expect(policy).toMatch(/script-src 'self' 'sha256-[^;]+;/);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('starts the bundle of a legal page from the end of the body, after the first paint, and links its manifest', async () => {
    const { response, html } = await fetchPage('/terminos-condiciones');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    expect(html).not.toContain('<link rel="stylesheet"');
    const [, scripts = '', bootstrap = ''] = /<script data-src="([^"]+)">([^<]+)<\/script><\/body>/.exec(html) ?? [];
    expect(scripts.split(' ')[0]).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
    expect(bootstrap).toContain('requestAnimationFrame');
    expect(response.headers.get('Content-Security-Policy')).toContain(await cspHashSource(bootstrap));
  });

  it('has a footer with legal links, social profiles and the current year in Buenos Aires', async () => {
    const { html } = await fetchPage('/');
    const footer = html.slice(html.indexOf('<footer'));
    expect(footer).toContain('href="/terminos-condiciones"');
    expect(footer).toContain('href="/politica-privacidad"');
    for (const profile of siteConfig.social) expect(footer).toContain(`href="${profile.url}"`);
    const year = new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' }).format(
      new Date(),
    );
    expect(footer).toContain(`© ${year} ${siteConfig.name}.`);
    expect(footer).toContain(`href="tel:${siteConfig.phone.tel}"`);
  });

  it('has a floating WhatsApp button with an accessible name on every page', async () => {
    for (const path of ['/', '/cursos/detailing-basico', '/terminos-condiciones']) {
      const { html } = await fetchPage(path);
      expect(html).toMatch(
        /<a href="https:\/\/wa\.me\/5491169122284\?text=[^"]+" target="_blank" rel="noopener" aria-label="Escribinos por WhatsApp[^"]*"/,
      );
    }
  });

  it('gives each page a canonical URL on the production origin', async () => {
    const { html } = await fetchPage('/cursos/detailing-basico');
    expect(html).toContain('<link rel="canonical" href="https://elitegaragespa.com/cursos/detailing-basico"/>');
    expect(html).toContain('<meta property="og:url" content="https://elitegaragespa.com/cursos/detailing-basico"/>');
  });
});
