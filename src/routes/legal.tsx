import { Hono } from 'hono';
import { legalSlugs } from '../content/legal-slugs.ts';
import { legalPages } from '../generated/content.ts';
import { LegalPage } from '../pages/LegalPage.tsx';
import { renderPage } from '../render.tsx';

export const legalRoutes = new Hono();
for (const slug of legalSlugs) {
  legalRoutes.get(`/${slug}`, (c) => renderPage(c, <LegalPage page={legalPages[slug]} path={`/${slug}`} />));
}
