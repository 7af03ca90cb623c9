import { Hono } from 'hono';
import { courses } from '../generated/content.ts';
import { CoursePage } from '../pages/CoursePage.tsx';
import { MissingEntryPage } from '../pages/MissingEntryPage.tsx';
import { renderPage } from '../render.tsx';
import { siteConfig } from '../site.config.ts';

export const courseRoutes = new Hono().get('/:id', (c) => {
  const course = courses.find((candidate) => candidate.id === c.req.param('id'));
  if (!course) {
    return renderPage(
      c,
      <MissingEntryPage
        title={siteConfig.texts.coursePage.notFoundTitle}
        lead={siteConfig.texts.coursePage.notFoundLead}
      />,
      404,
    );
  }
  return renderPage(c, <CoursePage course={course} />);
});
