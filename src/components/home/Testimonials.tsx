import type { Review } from '../../content/schema/index.ts';
import { reviews } from '../../generated/content.ts';
import { fill } from '../../lib/fill.ts';
import { initialsOf } from '../../lib/initials.ts';
import { formatDate } from '../../prices/format.ts';
import { routes } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import { CardSection } from './CardSection.tsx';

/** Width of a row of n stars (1.25rem each, 0.125rem apart): see `stars` in client/styles.css. */
const starRowWidths = ['w-0', 'w-5', 'w-[2.625rem]', 'w-16', 'w-[5.375rem]', 'w-[6.75rem]'] as const;

const words = siteConfig.texts.reviews;

/** A review: its stars and source, the words and who wrote them. */
export function reviewCard(review: Review) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-ink-800 p-6">
      <div className="flex items-center justify-between gap-3">
        <p role="img" aria-label={fill(words.stars, { estrellas: review.rating })} className="flex gap-0.5">
          <span className={`stars text-amber-300 ${starRowWidths[review.rating]}`} />
          {review.rating < 5 && (
            <span className={`stars stars-outline text-chrome-400 ${starRowWidths[5 - review.rating]}`} />
          )}
        </p>
        <p className="text-xs font-medium whitespace-nowrap text-chrome-200">
          {review.sample ? words.sample : words.fromGoogle}
        </p>
      </div>
      <blockquote className="mt-4 grow leading-relaxed text-chrome-100">“{review.text}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-aqua-400/15 font-semibold text-aqua-300"
        >
          {initialsOf(review.author)}
        </span>
        <span className="font-semibold text-white">
          {review.author}
          {/* The day it was written on Google Maps, when the owner copied it. */}
          {review.date && (
            <time dateTime={review.date} className="block text-sm font-normal text-chrome-200">
              {formatDate(review.date)}
            </time>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

export function Testimonials() {
  return (
    <CardSection id="testimonios" items={reviews} keyOf={(review) => review.order} card={reviewCard}>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href="#contacto" className="button-primary">
          {words.book}
        </a>
        <a
          href={siteConfig.reviewsUrl}
          target="_blank"
          rel="noopener"
          className="button-ghost"
          aria-label={`${words.more} ${words.moreHidden}`}
        >
          {words.more}
        </a>
        {/* Through the short address, which counts the visit and leads to today's Google reviews link. */}
        <a href={routes.reviewVisit.path} className="button-ghost">
          {words.leave}
        </a>
      </div>
    </CardSection>
  );
}
