// The Worker: headers and compression for every response, allowed methods, ETags and the edge cache for pages, then
// one route group per kind of page, at the addresses src/routes/paths.ts lists with the methods each allows. Static
// files other than videos never reach it.
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
import { enquiryRoutes } from './enquiry/routes.tsx';
import type { CountBindings } from './enquiry/count-limit.server.ts';
import { homeRoutes } from './routes/home.tsx';
import { legalRoutes } from './routes/legal.tsx';
import { priceRoutes } from './prices/routes.tsx';
import { reviewRoutes } from './reviews/routes.ts';
import { readOnly, routes } from './routes/paths.ts';
import { videoRoutes, type AssetBindings } from './routes/video.ts';
import { searchRoutes } from './routes/search.ts';
import { speculationRulesRoutes } from './routes/speculation-rules.ts';
import { pageSecurityHeaders } from './security-headers.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminSecurityHeaders } from './admin/security-headers.ts';
import { serverError } from './server-error.tsx';
import { spelledSiteAddress } from './routes/spelled-address.ts';

const app = new Hono<{ Bindings: AssetBindings & CountBindings }>();

const { admin, enquiry, reviewVisit, video } = routes;
const editor = `${admin.path}/*`;
/** The addresses that take more than reading (a form's POST, a beacon's), each with its own methods. */
const posting = Object.values(routes).filter(({ methods }) => methods.some((method) => method === 'POST'));
/**
 * Not pages: the videos (answered by byte ranges), the enquiry's answers, the review visits' redirect (each one counted)
 * and the editor. No ETag, no edge cache.
 */
const notPages = [`${video.path}/*`, enquiry.path, `${enquiry.path}/*`, reviewVisit.path, editor];

// A 304 keeps the page's own policy (src/security-headers.ts) and its speculation rules' address (which names the
// release), so a browser that refreshes its copy's headers from it gets the same ones as the page's 200.
const etagOptions = {
  weak: true,
  retainedHeaders: [...RETAINED_304_HEADERS, 'Content-Security-Policy', 'Speculation-Rules'],
};

// Headers first, so that every response carries them: the editor's own on every response there (redirects, 404s,
// 405s included), the site's everywhere else. builtOnly(): not under Vite's dev server (src/dev-server.tsx).
app.use(except(editor, builtOnly(pageSecurityHeaders)));
app.use(editor, adminSecurityHeaders);
app.use(builtOnly(compression));
// Any other method than an address allows gets 405 with Allow, OPTIONS 204 with it (Hono itself answers 404, and leaves
// 405 to the app). Pages only read; the enquiry form also posts, and so do the chat links' count and the owner's sign-out.
for (const { path, methods } of posting) app.use(path, allowMethods(...methods));
app.use(
  except(
    posting.map(({ path }) => path),
    allowMethods(...readOnly),
  ),
);
// Before any route runs: a redirect built after a rendered page would inherit its headers.
app.use(except(editor, trimTrailingSlash({ alwaysRedirect: true })));
app.use(except(notPages, etag(etagOptions)));
app.use(except(notPages, builtOnly(edgeCache)));

app.route(video.path, videoRoutes);
app.route('/', adminRoutes);
app.route('/', enquiryRoutes);
app.route('/', homeRoutes);
app.route('/', legalRoutes);
app.route('/', priceRoutes);
app.route('/', reviewRoutes);
app.route('/', searchRoutes);
app.route('/', speculationRulesRoutes);
app.route(routes.services.path, serviceRoutes);
app.route(routes.courses.path, courseRoutes);

// An address that names a page with capitals or accents ("/Reseña") goes to it, its query left behind (none of these
// pages reads one, and /resena must never echo one); any other gets the not-found page.
app.notFound((c) => {
  const address = spelledSiteAddress(c.req.path);
  return address ? c.redirect(address, 301) : renderPage(c, <NotFoundPage path={c.req.path} />, 404);
});
app.onError(serverError);

export default app;
