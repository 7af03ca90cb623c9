import { Hono } from 'hono';
import { services } from '../generated/content.ts';
import { BOOKING_QUERY } from '../enquiry/turn-rules.ts';
import { HomePage } from '../pages/HomePage.tsx';
import { renderPage } from '../render.tsx';

/** A service page's "Pedir turno" link names its service: the form opens with that service's option chosen. */
const formOptionOf = (serviceId: string | undefined) =>
  services.find((service) => service.id === serviceId)?.formOption;

export const homeRoutes = new Hono().get('/', (c) =>
  renderPage(c, <HomePage bookService={formOptionOf(c.req.query(BOOKING_QUERY))} />),
);
