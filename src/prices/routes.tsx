import { Hono } from 'hono';
import { renderPage } from '../render.tsx';
import { pricesHref } from '../lib/navigation.ts';
import { PricesPage } from './PricesPage.tsx';

export const priceRoutes = new Hono();
priceRoutes.get(pricesHref, (c) => renderPage(c, <PricesPage />));
