// The only way a page writes inline code: each <script> and <style> here records
// the CSP source that allows it, so the page's policy (src/render.tsx) names
// exactly the inline code the page rendered.
import { createContext, use } from 'react';

/** The hashes ('sha256-…', as in src/generated/client-assets.ts) of the inline code one render wrote. */
export interface InlineCode {
  scripts: Set<string>;
  styles: Set<string>;
}

export const newInlineCode = (): InlineCode => ({ scripts: new Set(), styles: new Set() });

/** One collector per render (renderPage); outside one (the render benchmark) nothing is recorded. */
export const InlineCodeContext = createContext<InlineCode | null>(null);

interface InlineScriptProps {
  code: string;
  /** Its CSP hash, from clientAssets.scriptHashes. */
  hash: string;
  /** Data the script reads from its own element (document.currentScript). */
  data?: Record<`data-${string}`, string>;
}

export function InlineScript({ code, hash, data }: InlineScriptProps) {
  use(InlineCodeContext)?.scripts.add(hash);
  return <script {...data} dangerouslySetInnerHTML={{ __html: code }} />;
}

/** An inline stylesheet; `hash` from clientAssets.styleHashes. */
export function InlineStyle({ css, hash }: { css: string; hash: string }) {
  use(InlineCodeContext)?.styles.add(hash);
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
