// The frame of a service's and a course's page (src/pages/ServicePage.tsx, src/pages/CoursePage.tsx): the metadata,
// the breadcrumbs and the first screen, then the page's own sections, the closing call and what follows it.
import type { ReactNode } from 'react';
import { entryHref, homeSections, sectionHref, type EntrySection } from '../../lib/navigation.ts';
import { breadcrumbJsonLd } from '../../lib/structured-data.ts';
import { siteConfig } from '../../site.config.ts';
import { PageShell } from '../layout/PageShell.tsx';
import { ClosingCall } from './ClosingCall.tsx';
import { DetailTop, type TopParts } from './DetailTop.tsx';

const menu = siteConfig.texts.menu;

/** What every entry with a page of its own has. */
export interface DetailEntry {
  id: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  video?: string | undefined;
}

interface DetailLayoutProps extends TopParts {
  entry: DetailEntry;
  /** The home section that lists it: the page's address, the breadcrumb before the entry, and the way back. */
  section: EntrySection;
  /** The way back's words and the closing call's. */
  words: { back: string; closingTitle: string; closingLead: string; closingAction: string };
  /** Its JSON-LD, before the breadcrumb's. */
  structuredData: readonly object[];
  /** The closing call's heading id and the text its chat link carries. */
  closing: { id: string; chatText: string };
  /** After the closing call. */
  related?: ReactNode;
  /** The page's own sections, between the first screen and the closing call. */
  children: ReactNode;
}

export function DetailLayout({
  entry,
  section,
  words,
  structuredData,
  closing,
  related,
  children,
  ...top
}: DetailLayoutProps) {
  const path = entryHref(section, entry.id);
  const listing = { label: menu[homeSections[section]], href: sectionHref(section) };
  const trail = [{ label: menu.home, href: '/' }, listing];
  return (
    <PageShell
      bundle="detail"
      meta={{
        title: entry.title,
        description: entry.shortDescription,
        path,
        structuredData: [
          ...structuredData,
          breadcrumbJsonLd(siteConfig, [...trail, { label: entry.title, href: path }]),
        ],
      }}
      firstScreen={<DetailTop trail={trail} back={{ label: words.back, href: listing.href }} entry={entry} {...top} />}
      firstScreenStyles="detail"
    >
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        {children}
        <ClosingCall
          id={closing.id}
          title={words.closingTitle}
          lead={words.closingLead}
          chatText={closing.chatText}
          action={words.closingAction}
          about={entry.id}
        />
        {related}
      </div>
    </PageShell>
  );
}
