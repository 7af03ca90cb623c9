// Renders a React page to a complete HTML response with its own CSP and the speculation rules' address (the
// Speculation-Rules header, on every visitor page and only there). renderToString rather than a stream: no page waits
// for data, and the streaming renderer encodes each small string on its own (`npm run bench`).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { InlineCodeContext, newInlineCode } from './components/InlineCode.tsx';
import { builtOnlyHeaders } from './dev-server.tsx';
import { buildVersion } from './generated/build-version.ts';
import { speculationRulesHeader } from './lib/speculation-rules.ts';
import { pagePolicy } from './security-headers.ts';

/** The page's whole HTML document. */
export function renderDocument(page: ReactElement): string {
  return `<!DOCTYPE html>${renderToString(page)}`;
}

export function renderPage(c: Context, page: ReactElement, status: ContentfulStatusCode = 200): Response {
  // Filled in as the page renders: renderToString is synchronous, so no other render shares it.
  const inline = newInlineCode();
  const html = renderDocument(<InlineCodeContext value={inline}>{page}</InlineCodeContext>);
  return c.body(html, status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Speculation-Rules': speculationRulesHeader(buildVersion),
    ...builtOnlyHeaders({ 'Content-Security-Policy': pagePolicy(inline) }),
  });
}
