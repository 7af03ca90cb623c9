import { Hono } from 'hono';
import { services } from '../generated/content.ts';
import { MissingEntryPage } from '../pages/MissingEntryPage.tsx';
import { ServicePage } from '../pages/ServicePage.tsx';
import { renderPage } from '../render.tsx';

export const serviceRoutes = new Hono().get('/:id', (c) => {
  const service = services.find((candidate) => candidate.id === c.req.param('id'));
  if (!service) {
    return renderPage(
      c,
      <MissingEntryPage
        title="Servicio no encontrado"
        lead="El servicio que buscás no existe o cambió de nombre. Mirá todos nuestros servicios desde el inicio."
      />,
      404,
    );
  }
  return renderPage(c, <ServicePage service={service} />);
});
