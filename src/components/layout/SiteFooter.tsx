import { Icon } from '../ui/Icon.tsx';
import { siteConfig } from '../../site.config.ts';
import { chatLineOf } from '../../lib/chat.ts';
import { yearIn } from '../../lib/dates.ts';
import { isNavGroup, pricesHref, type NavItem, type NavLink } from '../../lib/navigation.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { EmailLink, PhoneLink } from '../ui/ContactLinks.tsx';
import { HoursList } from '../ui/HoursList.tsx';
import { Logo } from '../ui/Logo.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { LinkItem } from './LinkItem.tsx';

const { address, openingHours, chat, phone, email } = siteConfig;
const words = siteConfig.texts.footer;
const chatLine = chatLineOf(siteConfig);
const linkClass = 'focus-ring tap-target rounded hover:text-white';
const legalLinks = [
  { label: words.terms, href: '/terminos-condiciones' },
  { label: words.privacy, href: '/politica-privacidad' },
];

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{children}</h2>;
}

export function SiteFooter({ navigation }: { navigation: NavItem[] }) {
  const sectionLinks = navigation.filter((item): item is NavLink => !isNavGroup(item));
  const groups = navigation.filter(isNavGroup);
  return (
    <footer id="pie" className="print:hidden border-t border-white/10 bg-ink-900 pb-28 pt-14 text-sm text-chrome-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {/* Two columns (640–1023 px): the brand across the top, the links and the contact side by side under it. */}
        <div className="sm:max-lg:col-span-2">
          <Logo siteName={siteConfig.name} />
          <p className="mt-4 max-w-xs leading-relaxed">{siteConfig.tagline}.</p>
          <SocialLinks
            variant="icons"
            profiles={siteConfig.social}
            owner={siteConfig.name}
            words={siteConfig.texts.shared}
          />
        </div>

        <nav id="pie-navegacion" aria-label={words.quickLinks}>
          <FooterHeading>{words.quickLinks}</FooterHeading>
          <ul className="-mt-3 grid">
            {[
              ...sectionLinks,
              ...groups.flatMap((group) => group.links.slice(0, 1)),
              { label: siteConfig.texts.prices.link, href: pricesHref },
            ].map((link) => (
              <LinkItem key={link.href} link={link} className={linkClass} />
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{words.contact}</FooterHeading>
          <address className="grid not-italic">
            <p className="mb-3 flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0 text-aqua-400" />
              {`${address.street}, ${address.neighbourhood}, ${address.city}`}
            </p>
            <p className="flex items-center gap-3">
              <Icon name="phone" className="size-4 shrink-0 text-aqua-400" />
              <PhoneLink phone={phone} className="focus-ring tap-target rounded hover:text-white" />
            </p>
            <p className="flex items-center gap-3">
              <Icon name="mail" className="size-4 shrink-0 text-aqua-400" />
              <EmailLink email={email} className="focus-ring tap-target rounded hover:text-white" />
            </p>
          </address>
          <div className="mt-3 flex gap-3">
            <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-aqua-400" />
            <HoursList
              periods={openingHours.periods}
              words={siteConfig.texts.hours}
              className="grid grid-cols-[auto_auto] gap-x-3 gap-y-1"
            />
          </div>
          <ChatLink line={chatLine} text={chat.greeting} className="button-chat mt-5 text-sm">
            {words.chatAction}
          </ChatLink>
        </div>
      </div>

      {/* The rule spans the content's column, not its padding. */}
      <div className="mx-auto mt-12 max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-3 border-t border-white/10 pt-6 text-chrome-400 sm:flex-row sm:justify-between">
          <p>{`© ${yearIn(openingHours.timeZone)} ${siteConfig.name}. ${words.rights}`}</p>
          {/* One link a line on phones, so none sits in the floating button's corner. */}
          <ul className="-my-3 flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-5">
            {legalLinks.map((link) => (
              <LinkItem key={link.href} link={link} className={linkClass} />
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
