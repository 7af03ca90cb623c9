// The Worker: headers and compression for every response, allowed methods, ETags and the edge cache for pages, then
// one route group per kind of page. Static files other than videos never reach it.
import { Hono } from 'hono';
import { except } from 'hono/combine';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { allowMethods } from './middleware/allow-methods.ts';
import { compression } from './middleware/compression.ts';
import { builtOnly } from './dev-server.tsx';
import { edgeCache } from './middleware/edge-cache.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { renderPage } from './render.tsx';
import { courseRoutes, serviceRoutes } from './routes/detail.tsx';
import { enquiryRoutes, type CountBindings } from './enquiry/routes.tsx';
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

const editor = '/admin/*';
const enquiry = '/consulta';
const enquiryCount = `${enquiry}/contar`;
/** The paths the middleware below apply to, by what they are (Hono's patterns). */
const paths = {
  /** The owner's editor and its pages: their own headers (src/admin/security-headers.ts), never cached. */
  editor,
  /** The enquiry form's page, which the form also posts to. */
  enquiry,
  /** Where the chat links' beacons report an enquiry (POST only). */
  enquiryCount,
  /** Where the owner signs out of the editor's pages (POST only, from a form). */
  signOut: SIGN_OUT_PATH,
  /** Every path a POST goes to; all the others only read. */
  posted: [enquiry, enquiryCount, SIGN_OUT_PATH],
  /** Not pages: the videos (answered by byte ranges), the enquiry's answers and the editor. No ETag, no edge cache. */
  notPages: ['/video/*', enquiry, `${enquiry}/*`, editor],
};

// A 304 keeps the page's own policy (src/security-headers.ts) and its speculation rules' address (which names the
// release), so a browser that refreshes its copy's headers from it gets the same ones as the page's 200.
const etagOptions = {
  weak: true,
  retainedHeaders: [...RETAINED_304_HEADERS, 'Content-Security-Policy', 'Speculation-Rules'],
};

// Headers first, so that every response carries them: the editor's own on every response there (redirects, 404s,
// 405s included), the site's everywhere else. builtOnly(): not under Vite's dev server (src/dev-server.tsx).
app.use(except(paths.editor, builtOnly(pageSecurityHeaders)));
app.use(paths.editor, adminSecurityHeaders);
app.use(builtOnly(compression));
// Pages only read; the enquiry form also posts, and so do the chat links' count and the owner's sign-out.
app.use(paths.enquiry, allowMethods('GET', 'HEAD', 'POST'));
app.use(paths.enquiryCount, allowMethods('POST'));
app.use(paths.signOut, allowMethods('POST'));
app.use(except(paths.posted, allowMethods('GET', 'HEAD')));
// Before any route runs: a redirect built after a rendered page would inherit its headers.
app.use(except(paths.editor, trimTrailingSlash({ alwaysRedirect: true })));
app.use(except(paths.notPages, etag(etagOptions)));
app.use(except(paths.notPages, builtOnly(edgeCache)));

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
