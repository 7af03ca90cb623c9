// /servicios/:id and /cursos/:id: an entry's own page, or "not found" for an id the content does not have.
import { Hono } from 'hono';
import { courseDetail, serviceDetail, type DetailEntry, type DetailKind } from '../components/detail/kinds.tsx';
import { DetailPage } from '../pages/DetailPage.tsx';
import { MissingEntryPage } from '../pages/MissingEntryPage.tsx';
import { renderPage } from '../render.tsx';

export function detailRoutes<Entry extends DetailEntry>(kind: DetailKind<Entry>) {
  return new Hono().get('/:id', (c) => {
    const entry = kind.entries.find((candidate) => candidate.id === c.req.param('id'));
    if (!entry) {
      return renderPage(c, <MissingEntryPage title={kind.words.notFoundTitle} lead={kind.words.notFoundLead} />, 404);
    }
    return renderPage(c, <DetailPage kind={kind} entry={entry} />);
  });
}

export const serviceRoutes = detailRoutes(serviceDetail);
export const courseRoutes = detailRoutes(courseDetail);
