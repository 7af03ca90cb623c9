import { Hono } from 'hono';
import { HomePage } from '../pages/HomePage.tsx';
import { renderPage } from '../render.tsx';

export const homeRoutes = new Hono().get('/', (c) => renderPage(c, <HomePage />));
