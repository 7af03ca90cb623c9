import { textContent } from 'domutils';
import { describe, expect, it } from 'vitest';
import { clientAssets } from '../../src/generated/client-assets.ts';
import { courses, services } from '../../src/generated/content.ts';
import { siteConfig } from '../../src/site.config.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { fill } from '../../src/lib/fill.ts';
import { describeOpeningHours } from '../../src/lib/opening-hours.ts';
import { fetchDom, within } from './dom.ts';
import { cspHashSource, fetchPage } from './fetch-page.ts';

const words = siteConfig.texts;
/** One page of each kind a visitor reads in Spanish. */
const spanishPages = [
  '/',
  `/servicios/${services[0]?.id}`,
  `/cursos/${courses[0]?.id}`,
  '/terminos-condiciones',
  '/politica-privacidad',
];

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

  it('has a footer with legal links, social profiles, contact details, hours and the current year in Buenos Aires', async () => {
    const footer = within((await fetchDom('/')).one('footer'));
    expect(footer.texts('a[href="/terminos-condiciones"]')).toEqual([words.footer.terms]);
    expect(footer.texts('a[href="/politica-privacidad"]')).toEqual([words.footer.privacy]);
    expect(
      footer
        .all(`ul[aria-label="${words.shared.socialLinks}"] a`)
        .map((link) => [link.attribs.href, link.attribs.target, link.attribs['aria-label']]),
    ).toEqual(
      siteConfig.social.map((profile) => [
        profile.url,
        '_blank',
        fill(words.shared.socialProfile, { red: profile.network, taller: siteConfig.name }),
      ]),
    );
    const { street, neighbourhood, city } = siteConfig.address;
    expect(footer.texts('address p')).toContain(`${street}, ${neighbourhood}, ${city}`);
    // The number with non-breaking spaces and hyphen, so it never wraps mid-number.
    const shownPhone = siteConfig.phone.display.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
    expect(textContent(footer.one(`a[href="tel:${siteConfig.phone.tel}"]`))).toBe(shownPhone);
    expect(footer.texts(`a[href="mailto:${siteConfig.email}"]`)).toEqual([siteConfig.email]);
    const hours = describeOpeningHours(siteConfig.openingHours.periods, words.hours);
    expect(footer.texts('dt')).toEqual(hours.map((row) => row.days));
    expect(footer.texts('dd')).toEqual(hours.map((row) => row.hours));
    const year = new Intl.DateTimeFormat('en', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' }).format(
      new Date(),
    );
    expect(footer.texts('p')).toContain(`© ${year} ${siteConfig.name}. ${words.footer.rights}`);
  });

  it('has a floating WhatsApp button with an accessible name on every page, opening the chat with the greeting', async () => {
    for (const path of spanishPages) {
      const page = await fetchDom(path);
      const button = page.one('[data-testid="boton-whatsapp-flotante"]');
      expect(button.attribs.href).toBe(
        `https://wa.me/${siteConfig.phone.chatDigits}?text=${encodeURIComponent(siteConfig.chat.greeting)}`,
      );
      expect(readChatText(button.attribs.href ?? '')).toBe(siteConfig.chat.greeting);
      expect(button.attribs.target).toBe('_blank');
      expect(button.attribs['aria-label']).toBe(words.shared.floatingChat);
    }
  });

  it('serves every page in Spanish, as spoken in Argentina', async () => {
    for (const path of spanishPages) expect((await fetchDom(path)).attribute('html', 'lang')).toBe('es-AR');
  });

  it('gives each page a canonical URL on the production origin', async () => {
    const { html } = await fetchPage('/cursos/detailing-basico');
    expect(html).toContain('<link rel="canonical" href="https://elitegaragespa.com/cursos/detailing-basico"/>');
    expect(html).toContain('<meta property="og:url" content="https://elitegaragespa.com/cursos/detailing-basico"/>');
  });
});
