import { Hono } from 'hono';
import { courses } from '../generated/content.ts';
import { CoursePage } from '../pages/CoursePage.tsx';
import { MissingEntryPage } from '../pages/MissingEntryPage.tsx';
import { renderPage } from '../render.tsx';

export const courseRoutes = new Hono().get('/:id', (c) => {
  const course = courses.find((candidate) => candidate.id === c.req.param('id'));
  if (!course) {
    return renderPage(
      c,
      <MissingEntryPage
        title="Curso no encontrado"
        lead="El curso que buscás no existe o ya no está disponible. Mirá nuestros cursos desde el inicio."
      />,
      404,
    );
  }
  return renderPage(c, <CoursePage course={course} />);
});
