// JSON-LD for search engines, built from the same content the pages show.
// No aggregateRating: reviews the business shows about itself are not eligible.
import type {
  AutoWash,
  BreadcrumbList,
  Course as CourseLd,
  FAQPage,
  OpeningHoursSpecification,
  Service as ServiceLd,
  WithContext,
} from 'schema-dts';
import type { Course, Service, SiteConfig } from '../content/schema/index.ts';
import { groupThousands } from '../prices/format.ts';
import { absoluteUrl } from './page-meta.ts';
import type { SpecialDay } from './special-days.ts';
import type { NavLink } from './navigation.ts';

const dayNames = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;

function openingHours(site: SiteConfig): OpeningHoursSpecification[] {
  return site.openingHours.periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: period.days.map((day) => dayNames[day]),
    opens: period.opens,
    closes: period.closes,
  }));
}

/**
 * The holidays, closures and holidays the owner opens, as schema.org's special opening hours: a closed day opens and
 * closes at 00:00, as search engines read it. Full days are open: they are left out.
 */
function specialOpeningHours(days: readonly SpecialDay[]): OpeningHoursSpecification[] {
  return days.flatMap(({ from, to, status }): OpeningHoursSpecification[] => {
    const span = { '@type': 'OpeningHoursSpecification' as const, validFrom: from, validThrough: to };
    if (status.kind === 'holiday' || status.kind === 'closure') return [{ ...span, opens: '00:00', closes: '00:00' }];
    if (status.kind === 'open') return [{ ...span, opens: status.opens, closes: status.closes }];
    return [];
  });
}

const businessId = (site: SiteConfig) => `${site.origin}/#negocio`;

/**
 * The lowest price of the services, "Desde $…": from their prices by vehicle, or from a price text written "Desde
 * $25.000"; undefined when all say "Consultar".
 */
export function priceRangeOf(services: readonly Service[]): string | undefined {
  const prices = services
    .flatMap((service) => {
      if (service.prices) return service.prices.map(({ from }) => from);
      const written = /^Desde \$([\d.]+)$/.exec(service.price)?.[1];
      return written === undefined ? [] : [Number(written.replaceAll('.', ''))];
    })
    .sort((a, b) => a - b);
  return prices[0] === undefined ? undefined : `Desde $${groupThousands(prices[0])}`;
}

/** A service priced by vehicle: an offer for each, its price "desde" as the minimum, in pesos. */
const offersOf = (service: Service): Pick<ServiceLd & object, 'offers'> =>
  service.prices
    ? {
        offers: service.prices.map(({ vehicle, from }) => ({
          '@type': 'Offer' as const,
          name: vehicle,
          priceCurrency: 'ARS',
          priceSpecification: { '@type': 'PriceSpecification' as const, minPrice: from, priceCurrency: 'ARS' },
        })),
      }
    : {};

/** The business; `specialDays`: the days that differ from the usual week in the turn window (upcomingSpecialDays). */
export function businessJsonLd(
  site: SiteConfig,
  services: readonly Service[],
  image: string,
  specialDays: readonly SpecialDay[] = [],
): WithContext<AutoWash> {
  const special = specialOpeningHours(specialDays);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoWash',
    '@id': businessId(site),
    name: site.name,
    description: site.tagline,
    url: `${site.origin}/`,
    image: absoluteUrl(site.origin, image),
    telephone: site.phone.tel,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.neighbourhood,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    hasMap: site.reviewsUrl,
    openingHoursSpecification: openingHours(site),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    sameAs: site.social.map((profile) => profile.url),
    priceRange: priceRangeOf(services),
    makesOffer: services.map((service) => ({
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: service.title,
        url: absoluteUrl(site.origin, `/servicios/${service.id}`),
      },
    })),
  };
}

export function breadcrumbJsonLd(site: SiteConfig, trail: NavLink[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.label,
      item: absoluteUrl(site.origin, link.href),
    })),
  };
}

const provider = (site: SiteConfig) => ({ '@type': 'AutoWash' as const, '@id': businessId(site), name: site.name });

export function serviceJsonLd(site: SiteConfig, service: Service): [WithContext<ServiceLd>, WithContext<FAQPage>] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      description: service.shortDescription,
      url: absoluteUrl(site.origin, `/servicios/${service.id}`),
      provider: provider(site),
      areaServed: { '@type': 'City', name: site.address.region },
      ...offersOf(service),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: service.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}

export function courseJsonLd(site: SiteConfig, course: Course): WithContext<CourseLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.shortDescription,
    url: absoluteUrl(site.origin, `/cursos/${course.id}`),
    inLanguage: 'es-AR',
    educationalLevel: course.level,
    provider: provider(site),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      location: {
        '@type': 'Place',
        name: site.name,
        address: `${site.address.street}, ${site.address.neighbourhood}, ${site.address.city}`,
      },
    },
  };
}

/** Serialises JSON-LD for an inline <script>, so no text in it can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
