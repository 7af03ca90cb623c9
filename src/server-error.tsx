// app.onError: whatever throws, the visitor and the owner get a Spanish page with a 5xx status, and the cause goes to
// the log (Workers Logs, wrangler.toml → observability).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ownerErrorPage } from './admin/pages.ts';
import { ServerErrorPage } from './pages/ServerErrorPage.tsx';
import { renderPage } from './render.tsx';
import { siteConfig } from './site.config.ts';

/** The same words without the site's layout, for when rendering the page is what fails. */
function plainErrorPage(): string {
  const { title, lead, home } = siteConfig.texts.serverError;
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><p>${escape(lead)}</p><p><a href="/">${escape(home)}</a></p></body></html>`;
}

export function serverError(error: Error, c: Context): Response | Promise<Response> {
  // An HTTPException carries its own answer (a 4xx a middleware chose); only real failures become the error page.
  if (error instanceof HTTPException && error.status < 500) return error.getResponse();
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  if (c.req.path === '/admin' || c.req.path.startsWith('/admin/')) {
    return c.html(ownerErrorPage((c.get('secureHeadersNonce') as string | undefined) ?? ''), 500);
  }
  try {
    return renderPage(c, <ServerErrorPage />, 500);
  } catch (renderError) {
    console.error('the error page did not render either:', renderError);
    return c.html(plainErrorPage(), 500);
  }
}
