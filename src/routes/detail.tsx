// /servicios/:id and /cursos/:id: an entry's own page, or "not found" for an id the content does not have.
import { Hono } from 'hono';
import type { ReactElement } from 'react';
import { courses, services } from '../generated/content.ts';
import { CoursePage } from '../pages/CoursePage.tsx';
import { MissingEntryPage } from '../pages/MissingEntryPage.tsx';
import { ServicePage } from '../pages/ServicePage.tsx';
import { renderPage } from '../render.tsx';
import { siteConfig } from '../site.config.ts';
import { spelledSiteAddress } from './spelled-address.ts';

/**
 * The page of the entry whose id the address names; an id typed with capitals or accents goes to its entry's address
 * (src/routes/spelled-address.ts); for any other id, the not-found page in `missing`'s words.
 */
function entryRoutes<Entry extends { id: string }>(
  entries: readonly Entry[],
  page: (entry: Entry) => ReactElement,
  missing: { notFoundTitle: string; notFoundLead: string },
) {
  return new Hono().get('/:id', (c) => {
    const entry = entries.find((candidate) => candidate.id === c.req.param('id'));
    if (!entry) {
      const address = spelledSiteAddress(c.req.path);
      if (address) return c.redirect(address, 301);
      return renderPage(c, <MissingEntryPage title={missing.notFoundTitle} lead={missing.notFoundLead} />, 404);
    }
    return renderPage(c, page(entry));
  });
}

export const serviceRoutes = entryRoutes(
  services,
  (service) => <ServicePage service={service} />,
  siteConfig.texts.servicePage,
);
export const courseRoutes = entryRoutes(
  courses,
  (course) => <CoursePage course={course} />,
  siteConfig.texts.coursePage,
);
