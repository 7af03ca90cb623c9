import { Hono } from 'hono';
import { services } from '../generated/content.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { renderPage } from '../render.tsx';
import { routes } from './paths.ts';

/** A service page's "Pedir turno" link names its service: the form opens with that service's option chosen. */
const formOptionOf = (serviceId: string | undefined) =>
  services.find((service) => service.id === serviceId)?.formOption;

export const homeRoutes = new Hono().get('/', (c) =>
  renderPage(c, <HomePage turnService={formOptionOf(c.req.query(routes.home.query.service))} />),
);
