import { describe, expect, it } from 'vitest';
import { courses, gallery, home, reviews, services } from '../../src/generated/content.ts';
import { readChatText } from '../../src/lib/chat.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchPage } from './fetch-page.ts';

const decode = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

async function homeHtml(): Promise<string> {
  return (await fetchPage('/')).html;
}

/** The slice of the page from a section's opening tag to the next section. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end);
}

function chatTexts(html: string): string[] {
  return [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]+)"/g)].map((match) => readChatText(decode(match[1] ?? '')));
}

describe('home page', () => {
  it('opens with the hero: headline, booking button to #contacto and a chat link', async () => {
    const hero = section(await homeHtml(), 'inicio');
    expect(hero).toContain(`>${home.hero.title}</h1>`);
    expect(hero).toMatch(/<a href="#contacto"[^>]*>Reservá tu Turno Ahora<\/a>/);
    expect(chatTexts(hero)).toEqual([siteConfig.chat.bookingGreeting]);
  });

  it('loads the hero photo first and at high priority, every other photo lazily', async () => {
    const html = await homeHtml();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    for (const image of images) expect(image).toMatch(/width="\d+" height="\d+"/);
  });

  it('offers each photo as AVIF at several widths, and one WebP to browsers without AVIF', async () => {
    const hero = section(await homeHtml(), 'inicio');
    expect(hero).toMatch(/<source type="image\/avif" srcSet="\/media\/hero-480-[\w-]+\.avif 480w, [^"]+2000w"/);
    expect(hero).toMatch(/<img src="\/media\/hero-800-[\w-]+\.webp"/);
    expect(hero).not.toContain('type="image/webp"');
  });

  it('shows the claims in the about section', async () => {
    const about = section(await homeHtml(), 'nosotros');
    for (const claim of ['8000+', '98%', '4.9/5', '>7<', '24h']) expect(about).toContain(claim);
  });

  it('has a card per service with price, "Ver más" and a chat link naming the service', async () => {
    const grid = section(await homeHtml(), 'servicios');
    const texts = chatTexts(grid);
    for (const service of services) {
      expect(grid).toContain(`href="/servicios/${service.id}"`);
      expect(texts).toContain(`${siteConfig.chat.serviceGreeting} ${service.title}`);
    }
    expect(grid.match(/>Consultar<\/p>/g)).toHaveLength(services.length);
    expect(texts).toContain(siteConfig.chat.customServiceGreeting);
  });

  it('has the course card with its badges and a link to its page', async () => {
    const block = section(await homeHtml(), 'cursos');
    const [course] = courses;
    expect(block).toContain(`href="/cursos/${course?.id}"`);
    expect(block).toContain('data-level="Principiante"');
    for (const text of ['Presencial', '4 días', 'Grupos reducidos', 'Certificado']) expect(block).toContain(text);
    expect(chatTexts(block)).toEqual([siteConfig.chat.coursesGreeting]);
  });

  it('renders the gallery island with both tabs and every item, for hydration', async () => {
    const block = section(await homeHtml(), 'galeria');
    expect(block).toContain('data-island="Gallery"');
    expect(block).toContain('role="tablist"');
    for (const item of gallery) expect(decode(block)).toContain(item.title);
  });

  it('shows the reviews with an accessible star rating and marks samples as such', async () => {
    const block = section(await homeHtml(), 'testimonios');
    for (const review of reviews) {
      expect(block).toContain(`aria-label="${review.rating} de 5 estrellas"`);
      expect(decode(block)).toContain(review.author);
    }
    expect(block.match(/Reseña de ejemplo/g)).toHaveLength(reviews.filter((review) => review.sample).length);
    expect(block).toContain(`href="${siteConfig.reviewsUrl}" target="_blank"`);
  });

  it('has the contact form, the hours, the map behind a button and a way without JavaScript', async () => {
    const block = section(await homeHtml(), 'contacto');
    expect(block).toContain('data-enhance="contact-form"');
    // Without its script (not arrived yet, or never) the form posts to the Worker, in a new tab.
    expect(block).toMatch(/<form [^>]*action="\/consulta" method="post" target="_blank">/);
    // The opening status is filled in by client/open-status.ts, which has the hours in its bundle.
    expect(block).toContain('data-open-status=""');
    expect(block).toContain('Lunes a viernes');
    expect(block).toContain(`href="tel:${siteConfig.phone.tel}"`);
    expect(block).toContain(`href="mailto:${siteConfig.email}"`);
  });

  it("shows a picture of the map and asks Google for nothing until the visitor wants Google's map", async () => {
    const block = decode(section(await homeHtml(), 'contacto'));
    const { street, neighbourhood, region } = siteConfig.address;
    expect(block).not.toContain('<iframe');
    expect(block).not.toMatch(/\s(src|srcSet)="https:/);
    // The picture, drawn at build time until site.yaml names one, with what it shows in words.
    expect(block).toContain(`alt="Mapa con ${siteConfig.name} marcado en ${street}, ${neighbourhood}"`);
    expect(block).toMatch(/<img src="\/media\/mapa-ilustrativo-800-[\w-]+\.webp"/);
    // The button that brings Google's map, with the line that says what Google receives; hidden without JavaScript.
    expect(block).toContain(`data-map-src="${siteConfig.mapEmbedUrl}"`);
    expect(block).toMatch(/<button type="button"[^>]*>.*?Ver mapa interactivo<\/button>/s);
    expect(block).toContain('Al abrirlo, Google recibe datos de tu visita');
    // "Cómo llegar": a plain link to Google Maps' directions to the address, in a new tab.
    const link = /<a href="([^"]+)" target="_blank" rel="noopener"[^>]* aria-label="Cómo llegar [^"]*"/.exec(block);
    const directions = new URL(link?.[1] ?? '');
    expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/dir/');
    expect(directions.searchParams.get('destination')).toBe(`${street}, ${neighbourhood}, ${region}`);
  });
});
