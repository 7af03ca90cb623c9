import { describe, expect, it } from 'vitest';
import { buildVersion } from '../../src/generated/build-version.ts';
import { cacheKeyFor } from '../../src/middleware/edge-cache.ts';
import { fetchPage } from './fetch-page.ts';

describe('edge cache', () => {
  it('renders a page once and serves the next request from the cache', async () => {
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
    expect(second.response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'/);
  });

  it('keys pages by build version, so a new release misses the old entries', () => {
    const url = 'https://elitegaragespa.com/servicios/pintura-motos';
    expect(cacheKeyFor(url, buildVersion).url).toBe(`${url}?__build=${buildVersion}`);
    expect(cacheKeyFor(url, 'next-release').url).not.toBe(cacheKeyFor(url, buildVersion).url);
  });

  it('does not keep not-found pages', async () => {
    await fetchPage('/no-existe-cache');
    const again = await fetchPage('/no-existe-cache');
    expect(again.response.status).toBe(404);
    expect(again.response.headers.get('X-Edge-Cache')).toBeNull();
  });
});
