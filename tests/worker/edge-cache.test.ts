import { describe, expect, it } from 'vitest';
import { buildVersion } from '../../src/generated/build-version.ts';
import { dayIn } from '../../src/lib/calendar-day.ts';
import { cacheKeyFor } from '../../src/middleware/edge-cache.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchPage } from './fetch-page.ts';

/** Drops a page's copy from the edge cache: the test files of a run share one cache, and another may have asked first. */
async function forget(path: string): Promise<void> {
  const day = dayIn(siteConfig.openingHours.timeZone, new Date());
  const cache = (caches as unknown as { default: Cache }).default;
  await cache.delete(cacheKeyFor(`https://elitegaragespa.com${path}`, buildVersion, day));
}

describe('edge cache', () => {
  it('renders a page once and serves the next request from the cache', async () => {
    await forget('/terminos-condiciones');
    const first = await fetchPage('/terminos-condiciones?visita=1');
    expect(first.response.headers.get('X-Edge-Cache')).toBe('MISS');
    let second = await fetchPage('/terminos-condiciones?visita=1');
    for (let attempt = 0; attempt < 20 && second.response.headers.get('X-Edge-Cache') !== 'HIT'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await fetchPage('/terminos-condiciones?visita=1');
    }
    expect(second.response.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    // The page's own headers are kept with it: its policy and its speculation rules' address.
    for (const header of ['Content-Security-Policy', 'Speculation-Rules']) {
      expect(first.response.headers.get(header), header).not.toBeNull();
      expect(second.response.headers.get(header), header).toBe(first.response.headers.get(header));
    }
  });

  it('keys pages by build version, so a new release misses the old entries', () => {
    const url = 'https://elitegaragespa.com/servicios/pintura-motos';
    expect(cacheKeyFor(url, buildVersion).url).toBe(`${url}?__build=${buildVersion}`);
    expect(cacheKeyFor(url, 'next-release').url).not.toBe(cacheKeyFor(url, buildVersion).url);
  });

  it('keys pages by path alone: tracking and made-up query strings share one copy', async () => {
    const page = 'https://elitegaragespa.com/politica-privacidad';
    for (const query of [
      '?utm_source=instagram&utm_medium=social',
      '?fbclid=IwAR0abc',
      '?gclid=xyz',
      '?x=1',
      '?__build=old',
    ]) {
      expect(cacheKeyFor(`${page}${query}`, buildVersion).url).toBe(`${page}?__build=${buildVersion}`);
    }
    await forget('/cursos/detailing-basico');
    const first = await fetchPage('/cursos/detailing-basico');
    expect(first.response.headers.get('X-Edge-Cache')).toBe('MISS');
    let shared = await fetchPage('/cursos/detailing-basico?utm_source=whatsapp');
    for (let attempt = 0; attempt < 20 && shared.response.headers.get('X-Edge-Cache') !== 'HIT'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shared = await fetchPage(`/cursos/detailing-basico?fbclid=${attempt}`);
    }
    expect(shared.response.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(shared.html).toBe(first.html);
    // The canonical URL never carries the query.
    expect(shared.html).toContain('<link rel="canonical" href="https://elitegaragespa.com/cursos/detailing-basico"/>');
  });

  it('does not keep the enquiry route', async () => {
    const { response } = await fetchPage('/consulta', { redirect: 'manual' });
    expect(response.headers.get('X-Edge-Cache')).toBeNull();
  });

  it("does not keep the review visits' redirect: each visit reaches the Worker, to be counted", async () => {
    for (let time = 0; time < 2; time++) {
      const { response } = await fetchPage('/resena', { method: 'HEAD', redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('X-Edge-Cache')).toBeNull();
    }
  });

  it('does not keep not-found pages', async () => {
    await fetchPage('/no-existe-cache');
    const again = await fetchPage('/no-existe-cache');
    expect(again.response.status).toBe(404);
    expect(again.response.headers.get('X-Edge-Cache')).toBeNull();
  });
});
