// The floating chat button, on every page at all times, on phones a little smaller and nearer the edge. The cards whose
// controls reach the screen's right edge (the contact form, a service's or course's summary) lie above it (z-35): it
// passes under them rather than over one of their fields or buttons. From 1360 px the page's column leaves a margin
// wide enough for it: it moves there, off the cards.
import { siteConfig } from '../../site.config.ts';
import { buildChatLink } from '../../lib/chat.ts';
import { countUrl, generalEnquiry } from '../../enquiry/counts.ts';
import { BrandIcon } from '../ui/BrandIcon.tsx';

export function WhatsAppButton() {
  return (
    <a
      href={buildChatLink(siteConfig.phone.chatDigits, siteConfig.chat.greeting)}
      target="_blank"
      rel="noopener"
      aria-label={siteConfig.texts.shared.floatingChat}
      data-count={countUrl(generalEnquiry, 'chat')}
      data-testid="boton-whatsapp-flotante"
      className="print:hidden focus-ring fixed right-3 bottom-4 z-30 [view-transition-name:chat-button] inline-flex size-12 items-center justify-center rounded-full bg-whatsapp text-ink-950 shadow-float transition-transform hover-grow sm:right-6 sm:bottom-6 sm:size-14 min-[85rem]:right-2 min-[85rem]:size-12"
    >
      <BrandIcon name="whatsapp" className="size-7" />
    </a>
  );
}
