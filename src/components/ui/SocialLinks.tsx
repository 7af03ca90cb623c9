// Social profiles: labelled pills in the contact section, round icon buttons in the footer. Each opens in a new tab
// and says so.
import { fill } from '../../lib/fill.ts';
import { BrandIcon, brandOf } from './BrandIcon.tsx';

const styles = {
  pills: {
    list: 'flex flex-wrap gap-2',
    link: 'focus-ring inline-flex min-h-11 items-center gap-2 rounded-full bg-white/5 px-4 text-sm font-medium text-white hover:bg-white/10',
    icon: 'size-4',
  },
  icons: {
    list: 'mt-5 flex gap-2',
    link: 'focus-ring inline-flex size-11 items-center justify-center rounded-full bg-white/5 text-white hover:bg-white/10',
    icon: 'size-5',
  },
} as const;

interface SocialLinksProps {
  variant: keyof typeof styles;
  /** Each network's name (its icon, when it is one of brand-paths.ts) and the profile's address. */
  profiles: readonly { network: string; url: string }[];
  /** Whose profiles they are: an icon's name says it. */
  owner: string;
  /** The list's name, the new-tab notice, and an icon's name ({red} is the network, {taller} the owner). */
  words: { socialLinks: string; newTab: string; socialProfile: string };
}

export function SocialLinks({ variant, profiles, owner, words }: SocialLinksProps) {
  const style = styles[variant];
  return (
    <ul className={style.list} aria-label={words.socialLinks}>
      {profiles.map((profile) => {
        const brand = brandOf(profile.network);
        return (
          <li key={profile.url}>
            <a
              href={profile.url}
              target="_blank"
              rel="noopener"
              className={style.link}
              aria-label={
                variant === 'pills'
                  ? `${profile.network} ${words.newTab}`
                  : fill(words.socialProfile, { red: profile.network, taller: owner })
              }
            >
              {brand && <BrandIcon name={brand} className={style.icon} />}
              {variant === 'pills' && profile.network}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
