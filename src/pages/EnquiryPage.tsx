// The enquiry form again, with what the visitor typed and what is missing, too long or refused: what /consulta answers
// when a browser sent it without its required fields, with a message past the cap, or with a day the workshop cannot
// take.
import { bookingState } from '../components/home/BookingFields.tsx';
import { ContactForm } from '../components/home/ContactForm.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import { home } from '../generated/content.ts';
import { isBookingRequest, type BookingRequest } from '../lib/booking.ts';
import type { EnquiryForm } from '../lib/chat.ts';
import { siteConfig } from '../site.config.ts';

interface EnquiryPageProps {
  values: EnquiryForm;
  missing: (keyof EnquiryForm)[];
  tooLong?: 'message' | 'link';
  /** The turn fields as typed, and why the day was refused, if it was. */
  booking: BookingRequest;
  refusal?: string;
  /** The workshop's today (YYYY-MM-DD), to tell the accepted day's hours. */
  today: string;
}

export function EnquiryPage({ values, missing, tooLong, booking, refusal, today }: EnquiryPageProps) {
  const words = siteConfig.texts.form;
  return (
    <PageShell meta={{ title: words.pageTitle, description: words.pageDescription }}>
      <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
        <h1 className="mb-8 text-3xl font-bold text-white sm:text-4xl">{words.pageTitle}</h1>
        <ContactForm
          serviceOptions={siteConfig.contactFormServices}
          title={home.contact.formTitle}
          words={words}
          values={values}
          missing={missing}
          tooLong={tooLong}
          inPage={false}
          titleLevel="h2"
          booking={bookingState(values.service, {
            values: booking,
            open: isBookingRequest(booking),
            ...(refusal ? { refusal } : {}),
            today,
          })}
        />
      </div>
    </PageShell>
  );
}
