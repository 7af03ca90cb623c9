// The Worker: headers and compression for every response, allowed methods, ETags and the edge cache for pages, then
// one route group per kind of page. Static files other than videos never reach it.
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { allowMethods } from './middleware/allow-methods.ts';
import { devServer } from './lib/dev-server.ts';
import { compression } from './middleware/compression.ts';
import { edgeCache } from './middleware/edge-cache.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { renderPage } from './render.tsx';
import { courseRoutes, serviceRoutes } from './routes/detail.tsx';
import { enquiryRoutes, type CountBindings } from './routes/enquiry.tsx';
import { homeRoutes } from './routes/home.tsx';
import { legalRoutes } from './routes/legal.tsx';
import { videoRoutes, type AssetBindings } from './routes/video.ts';
import { searchRoutes } from './routes/search.ts';
import { speculationRulesRoutes } from './routes/speculation-rules.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminSecurityHeaders } from './admin/security-headers.ts';
import { SIGN_OUT_PATH } from './admin/pages.ts';
import { serverError } from './server-error.tsx';

const app = new Hono<{ Bindings: AssetBindings & CountBindings }>();

// The editor under /admin/ sends its own headers (src/admin/security-headers.ts), at least the shared ones on every
// response there (redirects, 404s, 405s included), and is never cached.
if (!devServer) app.use(except('/admin/*', pageSecurityHeaders));
app.use('/admin/*', adminSecurityHeaders);
app.use(compression);
// Pages only read; the enquiry form also posts, and so does the owner's sign-out.
app.use('/consulta', allowMethods('GET', 'HEAD', 'POST'));
app.use('/consulta/contar', allowMethods('POST'));
app.use(SIGN_OUT_PATH, allowMethods('POST'));
app.use(except(['/consulta', '/consulta/contar', SIGN_OUT_PATH], allowMethods('GET', 'HEAD')));

// Before any route runs: a redirect built after a rendered page would inherit its headers.
app.use(except('/admin/*', trimTrailingSlash({ alwaysRedirect: true })));
// A 304 keeps the page's own policy (src/security-headers.ts) and its speculation rules' address (which names the
// release), so a browser that refreshes its copy's headers from it gets the same ones as the page's 200.
const etagOptions = {
  weak: true,
  retainedHeaders: [...RETAINED_304_HEADERS, 'Content-Security-Policy', 'Speculation-Rules'],
};
app.use(except(['/video/*', '/consulta', '/consulta/*', '/admin/*'], etag(etagOptions)));
if (!devServer) app.use(except(['/video/*', '/consulta', '/consulta/*', '/admin/*'], edgeCache));

app.route('/video', videoRoutes);
app.route('/', adminRoutes);
app.route('/', enquiryRoutes);
app.route('/', homeRoutes);
app.route('/', legalRoutes);
app.route('/', searchRoutes);
app.route('/', speculationRulesRoutes);
app.route('/servicios', serviceRoutes);
app.route('/cursos', courseRoutes);

app.notFound((c) => renderPage(c, <NotFoundPage path={c.req.path} />, 404));
app.onError(serverError);

export default app;
