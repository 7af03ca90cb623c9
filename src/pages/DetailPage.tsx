// A service's or a course's own page, everything read from its content file;
// what the two kinds show differently comes from src/components/detail/kinds.tsx.
import { ClosingCall } from '../components/detail/ClosingCall.tsx';
import { DetailTop } from '../components/detail/DetailTop.tsx';
import type { DetailEntry, DetailKind } from '../components/detail/kinds.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import { homeSections, sectionHref } from '../lib/navigation.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { siteConfig } from '../site.config.ts';

const menu = siteConfig.texts.menu;

export function DetailPage<Entry extends DetailEntry>({ kind, entry }: { kind: DetailKind<Entry>; entry: Entry }) {
  const path = kind.href(entry.id);
  const listing = { label: menu[homeSections[kind.section]], href: sectionHref(kind.section) };
  const trail = [{ label: menu.home, href: '/' }, listing];
  const parts = kind.parts(entry);
  return (
    <PageShell
      bundle="detail"
      meta={{
        title: entry.title,
        description: entry.shortDescription,
        path,
        structuredData: [
          ...parts.structuredData,
          breadcrumbJsonLd(siteConfig, [...trail, { label: entry.title, href: path }]),
        ],
      }}
      firstScreen={
        <DetailTop trail={trail} back={{ label: kind.words.back, href: listing.href }} entry={entry} top={parts} />
      }
      firstScreenStyles="detail"
    >
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        {parts.sections}
        <ClosingCall
          id={parts.closing.id}
          title={kind.words.closingTitle}
          lead={kind.words.closingLead}
          chatText={parts.closing.chatText}
          action={kind.words.closingAction}
          about={entry.id}
        />
        {parts.related}
      </div>
    </PageShell>
  );
}
