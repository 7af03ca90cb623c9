// Markup an island keeps exactly as the server rendered it: on the server it
// renders its children; in the browser React neither hydrates nor re-renders
// what is inside (an element whose only content is an unchanged empty
// dangerouslySetInnerHTML is left alone), so the island's props need not
// carry the data (photos' srcsets, captions) to rebuild it.
import type { ReactNode } from 'react';

const keep = { __html: '' };
const onServer = typeof document === 'undefined';

export function ServerMarkup({ className, children }: { className?: string; children?: ReactNode }) {
  return onServer ? (
    <figure className={className}>{children}</figure>
  ) : (
    <figure className={className} dangerouslySetInnerHTML={keep} suppressHydrationWarning />
  );
}
