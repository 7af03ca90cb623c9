// /admin/tarjeta-resena as the Worker serves it, from the content: the four cards with the invitation and the QR code
// of the short address, the message after a job with its share link, the sample reviews still to replace, and a policy
// that lets its one inline script run; linked from the editor's bar and from the counts.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../index.tsx';
import { reviews } from '../generated/content.ts';
import { reviewCard } from '../generated/review-card.ts';
import { readChatText } from '../lib/chat.ts';
import { fill } from '../lib/fill.ts';
import { reviewAddress, reviewCardPath, samplesNotice, typedAddress } from '../lib/review-request.ts';
import { siteConfig } from '../site.config.ts';
import { dom, within } from '../../tests/worker/dom.ts';
import { fetchPage } from '../../tests/worker/fetch-page.ts';

const words = siteConfig.reviewRequest;
const address = `${siteConfig.origin}/resena`;
/** The owner's computer under `npm run admin`: the editor's page and the counts open without GitHub. */
const owner = { ...env, ADMIN_LOCAL_BACKEND: 'http://localhost:8081/api/v1' };

describe('the review card page', () => {
  it('prints four cards, each with the invitation, the QR code of the short address and that address', async () => {
    const { response, html } = await fetchPage(reviewCardPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    const page = dom(html);
    expect(page.attribute('html', 'lang')).toBe('es');
    expect(reviewAddress(siteConfig.origin)).toBe(address);
    expect(reviewCard.address).toBe(address);
    const cards = page.all('.sheet > .card');
    expect(cards).toHaveLength(4);
    for (const card of cards.map(within)) {
      expect(card.text('.line')).toBe(words.cardLine);
      expect(card.text('.address')).toBe(typedAddress(address));
      expect(card.attribute('svg[aria-label^="Código QR"]', 'aria-label')).toBe(`Código QR de ${address}`);
      expect(card.attribute('svg[aria-label]', 'aria-label')).toBe(siteConfig.name);
    }
    // The same card four times for the scissors, read aloud once.
    expect(cards.map((card) => card.attribs['aria-hidden'])).toEqual([undefined, 'true', 'true', 'true']);
  });

  it('gives the message after a job, filled with the short address, to copy and to share on WhatsApp', async () => {
    const page = dom((await fetchPage(reviewCardPath)).html);
    const message = fill(words.message, { dirección: address });
    expect(message).toContain(address);
    expect(page.text('textarea#mensaje')).toBe(message);
    expect(page.attribute('textarea#mensaje', 'readonly')).toBeDefined();
    const share = page.attribute('a[href^="https://wa.me/?text="]', 'href') ?? '';
    expect(readChatText(share)).toBe(message);
    // Both buttons come with the script; without it, the page says how to print and copy.
    expect(page.attribute('button#imprimir', 'hidden')).toBeDefined();
    expect(page.attribute('button#copiar', 'hidden')).toBeDefined();
    expect(page.texts('.sin-js').join(' ')).toMatch(/imprimir.*copiarlo/is);
    expect(page.attribute('#copiado', 'aria-live')).toBe('polite');
  });

  it('says how many sample reviews are left, and links to the reviews in the editor', async () => {
    const page = dom((await fetchPage(reviewCardPath)).html);
    const samples = reviews.filter((review) => review.sample).length;
    const notice = page.text('#ejemplos');
    expect(notice).toBe(samplesNotice(samples, reviews.length));
    if (samples > 1) expect(notice).toContain(`Quedan ${samples} reseñas de ejemplo`);
    expect(page.texts('a[href="/admin/#/collections/reviews"]')).toHaveLength(1);
  });

  it('runs its one inline script and its styles by the nonce of its policy, and nothing else', async () => {
    const { response, html } = await fetchPage(reviewCardPath);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).toContain(`style-src 'nonce-${nonce}'`);
    expect(policy).not.toContain('unsafe-inline');
    const page = dom(html);
    expect(page.all('script').map((script) => script.attribs.nonce)).toEqual([nonce]);
    expect(page.all('script[src], img, link[rel="stylesheet"]')).toEqual([]);
    // The one picture it loads: the site's icon, so that no browser asks for a /favicon.ico that is not there.
    expect(policy).toContain("img-src 'self'");
    expect(page.attribute('link[rel="icon"]', 'href')).toBe('/favicon.svg');
    expect(page.text('script')).toContain('window.print()');
  });
});

describe('the links to the review card page', () => {
  it("are in the editor's bar and at the foot of the counts", async () => {
    for (const path of ['/admin/', '/admin/consultas']) {
      const response = await app.request(`https://elitegaragespa.com${path}`, {}, owner);
      expect(response.status, path).toBe(200);
      expect(dom(await response.text()).texts(`a[href="${reviewCardPath}"]`), path).toEqual(['Tarjeta para reseñas']);
    }
  });
});
