import { Hono } from 'hono';
import { services } from '../generated/content.ts';
import { MissingEntryPage } from '../pages/MissingEntryPage.tsx';
import { ServicePage } from '../pages/ServicePage.tsx';
import { renderPage } from '../render.tsx';
import { siteConfig } from '../site.config.ts';

export const serviceRoutes = new Hono().get('/:id', (c) => {
  const service = services.find((candidate) => candidate.id === c.req.param('id'));
  if (!service) {
    return renderPage(
      c,
      <MissingEntryPage
        title={siteConfig.texts.servicePage.notFoundTitle}
        lead={siteConfig.texts.servicePage.notFoundLead}
      />,
      404,
    );
  }
  return renderPage(c, <ServicePage service={service} />);
});
