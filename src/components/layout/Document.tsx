// The <html> document around every page: metadata, the inlined stylesheet and
// the client entry, which loads after the page is painted (module scripts are deferred).
import type { ReactNode } from 'react';
import { clientAssets } from '../../generated/client-assets.ts';
import { absoluteUrl, documentTitle, type PageMeta } from '../../lib/page-meta.ts';
import { jsonLdText } from '../../lib/structured-data.ts';
import { siteConfig } from '../../site.config.ts';

const devServer = import.meta.env?.MODE === 'development';

interface DocumentProps {
  meta: PageMeta;
  children: ReactNode;
  /** Extra attributes on <html>, read by the client entry. */
  htmlData?: Record<`data-${string}`, string>;
}

export function Document({ meta, children, htmlData }: DocumentProps) {
  const title = documentTitle(meta, siteConfig.name);
  const url = meta.path === undefined ? undefined : absoluteUrl(siteConfig.origin, meta.path);
  return (
    <html lang={meta.lang ?? 'es-AR'} {...htmlData}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#07090c" />
        <meta property="og:site_name" content={siteConfig.name} />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="es_AR" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        {url && <meta property="og:url" content={url} />}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={meta.description} />
        {devServer ? (
          <>
            <script type="module" src="/@vite/client" />
            <link rel="stylesheet" href="/client/styles.css" />
          </>
        ) : (
          <style dangerouslySetInnerHTML={{ __html: clientAssets.styles }} />
        )}
      </head>
      <body className="min-h-dvh bg-ink-950 font-sans text-chrome-100 antialiased">
        {children}
        {meta.structuredData?.map((block, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />
        ))}
        <script type="module" src={devServer ? '/client/main.ts' : clientAssets.entry} />
      </body>
    </html>
  );
}
