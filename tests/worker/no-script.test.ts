// What works with no script at all, in every engine, as the served HTML has it (the three engines' journeys in
// tests/engines/ tap it): each before/after pair opens as its own popover (no invoker commands, which WebKit lacks),
// and a phone's menu opens as its link's target, with a link to close it.
import { describe, expect, it } from 'vitest';
import { gallery, services } from '../../src/generated/content.ts';
import { serviceHref } from '../../src/lib/navigation.ts';
import { siteConfig } from '../../src/site.config.ts';
import { fetchPage } from './fetch-page.ts';

const pairs = gallery.filter((item) => item.type === 'image');

describe('without scripts', () => {
  it('every before/after pair is a popover its own button opens, and no button relies on invoker commands to open it', async () => {
    const { html } = await fetchPage('/');
    const figures = [...html.matchAll(/<figure id="(trabajo-[^"]+)" popover="auto"[^>]*>([\s\S]*?)<\/figure>/g)];
    const titles = figures.map(([, , body]) => /<span data-title[^>]*>([^<]*)</.exec(body ?? '')?.[1]);
    expect(titles.sort()).toEqual(pairs.map((pair) => pair.title).sort());
    for (const [, id, body] of figures) {
      expect(body).toContain(`popoverTarget="${id}"`);
      expect(body).toContain(`data-close-hint="${siteConfig.texts.gallery.closeHint}"`);
    }
    expect(html).not.toContain('command="show-modal"');
  });

  it('a phone opens the menu with a link to it, and closes it with a link to the fixed header', async () => {
    const { html } = await fetchPage(serviceHref(services[0]?.id ?? ''));
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/^<header id="encabezado"/);
    expect(header).toMatch(new RegExp(`<a href="#menu-principal"[^>]*aria-label="${siteConfig.texts.menu.button}"`));
    expect(header).toMatch(new RegExp(`<a href="#encabezado"[^>]*aria-label="${siteConfig.texts.menu.close}"`));
    // The services and courses lists are named by a plain label, shown instead of their buttons.
    for (const label of [siteConfig.texts.menu.services, siteConfig.texts.menu.courses])
      expect(header).toContain(`<span class="menu-link hidden noscript:max-lg:flex">${label}</span>`);
  });
});
