// Renders a React page to a streamed HTML response.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';

export async function renderPage(c: Context, page: ReactElement, status: ContentfulStatusCode = 200) {
  const stream = await renderToReadableStream(page, {
    onError(error) {
      console.error('Render error', error);
    },
  });
  return c.body(stream, status, { 'Content-Type': 'text/html; charset=utf-8' });
}
