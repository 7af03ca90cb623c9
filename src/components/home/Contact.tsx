import { InlineScript } from '../InlineCode.tsx';
import { clientAssets } from '../../generated/client-assets.ts';
import { contactForm } from '../../generated/browser-form.ts';
import { home } from '../../generated/content.ts';
import { chatLineOf } from '../../lib/chat.ts';
import { mapStandIn } from '../../lib/media-types.ts';
import { imageOf } from '../../lib/media.ts';
import { fill } from '../../lib/fill.ts';
import { siteConfig, specialDays, upcomingSpecialDays, workshopToday } from '../../site.config.ts';
import { openingStatus } from '../../lib/opening-hours.ts';
import { dayStatus } from '../../lib/special-days.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { EmailLink, PhoneLink } from '../ui/ContactLinks.tsx';
import { Picture } from '../ui/Picture.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { HoursList } from '../ui/HoursList.tsx';
import { SpecialDaysList } from '../ui/SpecialDaysList.tsx';
import { ContactForm } from '../../enquiry/ContactForm.tsx';
import { servedTurnNotes } from '../../enquiry/turn-notes.ts';
import { Island } from '../Island.tsx';
import { Section } from '../ui/Section.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';

const { address, chat, phone, email } = siteConfig;
const words = siteConfig.texts.contact;
const chatLine = chatLineOf(siteConfig);
const place = { taller: siteConfig.name, dirección: `${address.street}, ${address.neighbourhood}` };
/** Google Maps' directions to the workshop's address: a plain link, with or without JavaScript. */
const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `${address.street}, ${address.neighbourhood}, ${address.region}`,
)}`;

function InfoRow({ icon, children }: { icon: IconName; children: React.ReactNode }) {
  return (
    <div className="flex gap-4">
      <Icon name={icon} className="size-11 shrink-0 rounded-xl bg-aqua-400/10 p-3 text-aqua-400" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * The opening status the server can write: on a holiday or during a closure the workshop is closed all day, so the page
 * (kept by the edge cache for that day only) may say so, with or without scripts. Any other day it depends on the
 * minute the page is read: client/open-status.ts writes it.
 */
function closedAllDay(now: Date) {
  const { periods, timeZone } = siteConfig.openingHours;
  const { kind } = dayStatus(workshopToday(now), periods, specialDays);
  return kind === 'holiday' || kind === 'closure'
    ? openingStatus(periods, timeZone, now, siteConfig.texts.hours, specialDays)
    : undefined;
}

/** `turnService`: the form option chosen by a service page's "Pedir turno" link, with the turn fields open. */
export function Contact({ turnService }: { turnService?: string }) {
  const closedToday = closedAllDay(new Date());
  return (
    <Section id="contacto" tone="dark" heading={home.contact}>
      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <Island
            name="ContactForm"
            component={ContactForm}
            props={
              turnService
                ? { values: { service: turnService }, open: true, notes: servedTurnNotes('', turnService) }
                : {}
            }
            bundledProps={contactForm}
          />
        </div>

        <div className="grid gap-6">
          <address className="grid gap-5 not-italic">
            <InfoRow icon="map-pin">
              <p className="font-semibold text-white">{words.address}</p>
              <p className="text-chrome-200">{`${address.street}, ${address.neighbourhood}, ${address.city}`}</p>
            </InfoRow>
            <InfoRow icon="phone">
              <p className="font-semibold text-white">{words.phone}</p>
              <p className="-my-2.5 flex flex-wrap gap-x-4">
                <PhoneLink phone={phone} className="text-link tap-target" />
                <ChatLink line={chatLine} text={chat.greeting} className="text-link tap-target" icon={false}>
                  {words.chatAction}
                </ChatLink>
              </p>
            </InfoRow>
            <InfoRow icon="mail">
              <p className="font-semibold text-white">{words.email}</p>
              <EmailLink email={email} className="text-link tap-target -my-2.5 break-all" />
            </InfoRow>
          </address>
          <InfoRow icon="clock">
            <p className="font-semibold text-white">{words.hours}</p>
            <HoursList
              periods={siteConfig.openingHours.periods}
              words={siteConfig.texts.hours}
              className="mt-1 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-chrome-200"
            />
            <SpecialDaysList days={upcomingSpecialDays(workshopToday())} words={siteConfig.texts.hours} />
            {/* Filled in by client/open-status.ts on the visitor's clock, read in Buenos Aires time. A cached page cannot
                know the time it is read at, so without scripts there is no line, and no room kept for it; but on a
                holiday or during a closure the server writes it, closed all day. */}
            <div className={closedToday ? 'mt-3' : 'mt-3 noscript:hidden'}>
              <p
                data-testid="estado-horario"
                data-open-status=""
                data-open={closedToday ? 'false' : undefined}
                className="group flex min-h-6 items-center gap-2 font-semibold text-white"
              >
                <span
                  aria-hidden="true"
                  className="hidden size-2.5 rounded-full group-data-[open=false]:block group-data-[open=false]:bg-rose-400 group-data-[open=true]:block group-data-[open=true]:bg-whatsapp group-data-[open=true]:shadow-[0_0_0_4px] group-data-[open=true]:shadow-whatsapp/25"
                />
                <span data-open-label="">{closedToday?.label}</span>
              </p>
            </div>
          </InfoRow>
          <SocialLinks
            variant="pills"
            profiles={siteConfig.social}
            owner={siteConfig.name}
            words={siteConfig.texts.shared}
          />
          <div className="grid gap-3">
            <InlineScript code={clientAssets.inline.map} hash={clientAssets.scriptHashes.map} />
            <div
              data-map=""
              className="relative aspect-[4/3] overflow-hidden rounded-3xl border border-white/10 bg-ink-900 sm:aspect-[16/10]"
            >
              <Picture
                image={imageOf(siteConfig.mapImage ?? mapStandIn)}
                alt={fill(words.mapImageAlt, place)}
                sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
                className="size-full object-cover"
              />
              <button
                type="button"
                data-map-src={siteConfig.mapEmbedUrl}
                data-map-title={fill(words.mapTitle, place)}
                data-map-class="size-full border-0"
                className="button-primary absolute bottom-4 left-1/2 -translate-x-1/2 whitespace-nowrap noscript:hidden"
              >
                <Icon name="map-pin" className="size-4" />
                {words.showMap}
              </button>
            </div>
            <p className="text-sm text-chrome-400 noscript:hidden">{words.mapNotice}</p>
          </div>
          <a
            href={directionsUrl}
            target="_blank"
            rel="noopener"
            className="button-ghost justify-self-start"
            aria-label={`${words.directions} ${words.directionsHidden}`}
          >
            <Icon name="navigation" className="size-4" />
            {words.directions}
          </a>
        </div>
      </div>
    </Section>
  );
}
