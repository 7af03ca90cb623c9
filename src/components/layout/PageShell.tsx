// Header, main content, footer and the floating chat button: the frame of every page (the 404 page's words are English).
import type { ReactNode } from 'react';
import { courses, services } from '../../generated/content.ts';
import { buildNavigation } from '../../lib/navigation.ts';
import type { PageMeta } from '../../lib/page-meta.ts';
import { siteConfig } from '../../site.config.ts';
import { clientAssets } from '../../generated/client-assets.ts';
import { InlineScript } from '../InlineCode.tsx';
import { Document, WholeStylesheet, type ClientBundle, type FirstScreen } from './Document.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { MainContent, SkipLink } from './MainContent.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';
import { ClosureNotice } from './ClosureNotice.tsx';

const words = siteConfig.texts;
const navigation = buildNavigation(services, courses, words.menu);

interface PageShellProps {
  meta: PageMeta;
  /** The page type's browser bundle: see client/entries/. */
  bundle?: ClientBundle;
  /** Extra attributes on <html>, read by the client entry. */
  htmlData?: Record<`data-${string}`, string>;
  /**
   * The top of the page, when it is styled by its kind's first-screen stylesheet
   * alone (`firstScreenStyles`): the page then inlines only that stylesheet, and
   * loads the whole one after this.
   */
  firstScreen?: ReactNode;
  firstScreenStyles?: FirstScreen;
  /** The notice of a closure near (ClosureNotice): every Spanish page has it, the English 404 page does not. */
  closureNotice?: boolean;
  children: ReactNode;
}

export function PageShell({
  meta,
  bundle = 'shell',
  firstScreen,
  firstScreenStyles = 'home',
  htmlData,
  closureNotice = true,
  children,
}: PageShellProps) {
  const notice = closureNotice && <ClosureNotice />;
  return (
    <Document
      meta={meta}
      bundle={bundle}
      htmlData={htmlData}
      styles={firstScreen === undefined ? 'whole' : firstScreenStyles}
    >
      {/* Before the menus are parsed, so none is ever painted without working (CSP: its hash). */}
      <InlineScript code={clientAssets.inline.menus} hash={clientAssets.scriptHashes.menus} />
      {/* Chat links count their taps from the first paint (client/inline/chat-counts.ts). */}
      <InlineScript code={clientAssets.inline.chatCounts} hash={clientAssets.scriptHashes.chatCounts} />
      <SkipLink />
      <SiteHeader navigation={navigation} siteName={siteConfig.name} words={words.menu} />
      <MainContent>
        {firstScreen !== undefined && (
          <>
            {firstScreen}
            <WholeStylesheet />
            {/* Below the first screen, so it pushes nothing a visitor already sees. */}
            {notice}
          </>
        )}
        {children}
        {firstScreen === undefined && notice}
      </MainContent>
      <SiteFooter navigation={navigation} />
      <WhatsAppButton />
    </Document>
  );
}
