// The <html> document around every page: metadata, the inlined stylesheet and
// the page's browser bundle, which loads after the page is painted.
import type { ReactNode } from 'react';
import { clientAssets } from '../../generated/client-assets.ts';
import { ogImages } from '../../generated/og-images.ts';
import { absoluteUrl, documentTitle, type PageMeta } from '../../lib/page-meta.ts';
import { BundleScript, builtOnlyElement, HeadAssets } from '../../dev-server.tsx';
import { jsonLdText } from '../../lib/structured-data.ts';
import { siteConfig } from '../../site.config.ts';
import { InlineScript, InlineStyle } from '../InlineCode.tsx';

/** The browser bundle a page loads (client/entries/): it hydrates that page type's islands. */
export type ClientBundle = keyof typeof clientAssets.bundles;
/** The kinds of first screen that have a stylesheet of their own. */
export type FirstScreen = keyof typeof clientAssets.firstScreenStyles;

interface DocumentProps {
  meta: PageMeta;
  bundle: ClientBundle;
  children: ReactNode;
  /** Extra attributes on <html>, read by the client entry. */
  htmlData?: Record<`data-${string}`, string>;
  /**
   * `whole`: the whole stylesheet inlined in <head>. `home` or `detail`: only what
   * that kind of first screen needs (client/first-screen.css,
   * client/first-screen-detail.css); the page renders <WholeStylesheet /> right after it.
   */
  styles?: 'whole' | FirstScreen;
}

/**
 * The whole stylesheet, linked right after a first screen that its <head> styled. The parser holds what follows until
 * the file is in, while the first screen is already painted: nothing is shown unstyled, nothing waits for a script,
 * and the load event comes once everything is shown.
 */
export function WholeStylesheet() {
  return builtOnlyElement(<link rel="stylesheet" href={clientAssets.stylesheet} />);
}

export function Document({ meta, bundle, children, htmlData, styles = 'whole' }: DocumentProps) {
  const title = documentTitle(meta, siteConfig.name);
  const url = meta.path === undefined ? undefined : absoluteUrl(siteConfig.origin, meta.path);
  // A page without an address of its own (not-found, the enquiry's answer) is shared with the home page's card.
  const preview = ogImages[meta.path ?? '/'];
  const previewUrl = preview && absoluteUrl(siteConfig.origin, preview.url);
  return (
    <html lang="es-AR" {...htmlData}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
        <meta name="theme-color" content="#07090c" />
        {/* Drawn from the page itself: a linked icon is fetched when the page has loaded, which can be before its first paint. */}
        <link rel="icon" href={clientAssets.favicon} type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta property="og:site_name" content={siteConfig.name} />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="es_AR" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        {url && <meta property="og:url" content={url} />}
        {preview && (
          <>
            <meta property="og:image" content={previewUrl} />
            <meta property="og:image:type" content="image/jpeg" />
            <meta property="og:image:width" content={String(preview.width)} />
            <meta property="og:image:height" content={String(preview.height)} />
            <meta property="og:image:alt" content={preview.alt} />
          </>
        )}
        {/* X reads the title, description and image from the og: tags above, but not the image's description. */}
        <meta name="twitter:card" content="summary_large_image" />
        {preview && <meta name="twitter:image:alt" content={preview.alt} />}
        <HeadAssets
          built={
            <>
              {clientAssets.fonts.map((font) => (
                <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
              ))}
              <InlineStyle
                css={styles === 'whole' ? clientAssets.styles : clientAssets.firstScreenStyles[styles]}
                hash={clientAssets.styleHashes[styles]}
              />
            </>
          }
        />
      </head>
      <body className="min-h-dvh bg-ink-950 font-sans text-chrome-100 antialiased">
        {children}
        {meta.structuredData?.map((block, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(block) }} />
        ))}
        <BundleScript
          entry={bundle}
          built={
            <InlineScript
              code={clientAssets.inline.bootstrap}
              hash={clientAssets.scriptHashes.bootstrap}
              data={{ 'data-src': clientAssets.bundles[bundle].join(' ') }}
            />
          }
        />
      </body>
    </html>
  );
}
