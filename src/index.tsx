// The Worker: security headers and compression for every response, the edge
// cache for pages, then one route group per kind of page. Static files other
// than videos are served before the Worker runs.
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { compression } from './middleware/compression.ts';
import { edgeCache } from './middleware/edge-cache.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { renderPage } from './render.tsx';
import { courseRoutes } from './routes/courses.tsx';
import { homeRoutes } from './routes/home.tsx';
import { legalRoutes } from './routes/legal.tsx';
import { videoRoutes, type AssetBindings } from './routes/video.ts';
import { searchRoutes } from './routes/search.ts';
import { serviceRoutes } from './routes/services.tsx';
import { pageSecurityHeaders } from './security-headers.ts';

const devServer = import.meta.env?.MODE === 'development';

const app = new Hono<{ Bindings: AssetBindings }>();

if (!devServer) app.use(pageSecurityHeaders);
app.use(compression);
app.use(trimTrailingSlash());
if (!devServer) app.use(except('/video/*', edgeCache));

app.route('/video', videoRoutes);
app.route('/', homeRoutes);
app.route('/', legalRoutes);
app.route('/', searchRoutes);
app.route('/servicios', serviceRoutes);
app.route('/cursos', courseRoutes);

app.notFound((c) => renderPage(c, <NotFoundPage path={c.req.path} />, 404));

export default app;
