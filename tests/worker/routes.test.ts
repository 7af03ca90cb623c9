import { describe, expect, it } from 'vitest';
import { courses, services } from '../../src/generated/content.ts';
import { pricesHref } from '../../src/lib/navigation.ts';
import { routes } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchDom, within } from './dom.ts';
import { fetchPage, textOf } from './fetch-page.ts';

const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/;

describe('pages', () => {
  it('serves the home page with all seven sections in order', async () => {
    const { response, html } = await fetchPage('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="es-AR"');
    const ids = ['inicio', 'nosotros', 'servicios', 'cursos', 'galeria', 'testimonios', 'contacto'];
    const positions = ids.map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each(services.map((service) => [service.id, service.title]))(
    'serves the service page /servicios/%s',
    async (id, title) => {
      const { response, html } = await fetchPage(`/servicios/${id}`);
      expect(response.status).toBe(200);
      expect(textOf(html, h1)).toBe(title);
    },
  );

  it.each(courses.map((course) => [course.id, course.title]))(
    'serves the course page /cursos/%s',
    async (id, title) => {
      const { response, html } = await fetchPage(`/cursos/${id}`);
      expect(response.status).toBe(200);
      expect(textOf(html, h1)).toBe(title);
    },
  );

  it('serves the terms with their last update', async () => {
    const { response, html } = await fetchPage('/terminos-condiciones');
    expect(response.status).toBe(200);
    expect(textOf(html, h1)).toBe('Términos y condiciones');
    expect(html).toContain('junio de 2025');
  });

  it('serves the privacy policy citing law 25.326 and the AAIP, with the email filled in', async () => {
    const { response, html } = await fetchPage('/politica-privacidad');
    expect(response.status).toBe(200);
    expect(html).toContain('25.326');
    expect(html).toContain('AAIP');
    expect(html).toContain('href="mailto:info@elitegaragespa.com"');
    expect(html).not.toMatch(/\{(email|name|phone|address)\}/);
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const { response } = await fetchPage('/terminos-condiciones/', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('https://elitegaragespa.com/terminos-condiciones');
  });
});

describe('not found', () => {
  it("answers an unknown path with 404 and the English page inside the site's own frame", async () => {
    const page = await fetchDom('/no-existe');
    expect(page.status).toBe(404);
    expect(page.attribute('html', 'lang')).toBe('es-AR');
    expect(page.attribute('html', 'data-not-found')).toBe('/no-existe');
    const english = within(page.one('main [lang="en"]'));
    expect(english.texts('p')).toContain('404');
    expect(english.text('h1')).toBe('Oops! Page not found');
    expect(page.text('main a[lang="en"][href="/"]')).toBe('Return to Home');
    // The ways on, in Spanish: a line under the English, the chat, and every service.
    const main = within(page.one('main'));
    expect(main.texts('p')).toContain(siteConfig.texts.notFound.lead);
    expect(main.text('a[href^="https://wa.me/"]')).toBe(siteConfig.texts.notFound.chat);
    expect(main.texts('nav a')).toEqual(services.map((service) => service.title));
    expect(main.all('nav a').map((link) => link.attribs.href)).toEqual(
      services.map((service) => `/servicios/${service.id}`),
    );
    expect(page.all('header#encabezado, footer, [data-testid="boton-whatsapp-flotante"]')).toHaveLength(3);
    expect(page.attribute('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('answers an unknown service with 404 "Servicio no encontrado"', async () => {
    const { response, html } = await fetchPage('/servicios/no-existe');
    expect(response.status).toBe(404);
    expect(textOf(html, h1)).toBe('Servicio no encontrado');
    expect(html).toMatch(/<a href="\/"[^>]*>Volver al inicio<\/a>/);
  });

  it('answers an unknown course with 404 "Curso no encontrado"', async () => {
    const { response, html } = await fetchPage('/cursos/no-existe');
    expect(response.status).toBe(404);
    expect(textOf(html, h1)).toBe('Curso no encontrado');
    expect(html).toMatch(/<a href="\/"[^>]*>Volver al inicio<\/a>/);
  });

  it('answers a page typed with capitals or accents with a permanent redirect to it, its query left behind', async () => {
    const service = services[0]?.id ?? '';
    const course = courses[0]?.id ?? '';
    const upper = (path: string) => path.replace(/[a-z]/, (letter) => letter.toUpperCase());
    const review = routes.reviewVisit.path;
    const typed: [string, string][] = [
      [`${upper(review)}?fbclid=abc`, review],
      [encodeURI(review.replace('n', 'ñ')), review],
      [pricesHref.toUpperCase(), pricesHref],
      [upper(`/servicios/${service}`), `/servicios/${service}`],
      [`/servicios/${upper(service)}`, `/servicios/${service}`],
      [`/cursos/${course.toUpperCase()}`, `/cursos/${course}`],
    ];
    for (const [path, address] of typed) {
      const { response } = await fetchPage(path, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('Location')]).toEqual([path, 301, address]);
    }
  });

  it('answers an unknown address with capitals with 404, not a redirect', async () => {
    for (const path of ['/No-Existe', '/servicios/No-Existe', '/Resenas']) {
      const { response } = await fetchPage(path, { redirect: 'manual' });
      expect([path, response.status]).toEqual([path, 404]);
    }
  });

  it('answers a path below a service with 404', async () => {
    const { response } = await fetchPage(`/servicios/${services[0]?.id}/extra`);
    expect(response.status).toBe(404);
  });
});
