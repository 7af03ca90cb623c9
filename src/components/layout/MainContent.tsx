// The page's main content and the link that skips to it, the keyboard's first stop on every page.
import type { ReactNode } from 'react';
import { siteConfig } from '../../site.config.ts';

const id = 'contenido';

export function SkipLink() {
  return (
    <a
      href={`#${id}`}
      className="focus-ring sr-only z-50 rounded-lg bg-aqua-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {siteConfig.texts.shared.skipToContent}
    </a>
  );
}

/** Where the skip link takes the keyboard (tabIndex -1), with no frame drawn around the whole page. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={id} tabIndex={-1} className="outline-none">
      {children}
    </main>
  );
}
