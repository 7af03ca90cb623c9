// The enquiry form again, with what the visitor typed and what is missing, too long or refused: what /consulta answers
// when a browser sent it without its required fields, with a message past the cap, or with a day the workshop cannot
// take.
import { PageShell } from '../components/layout/PageShell.tsx';
import type { FormTexts } from '../content/schema/index.ts';
import { contactForm } from '../generated/browser-form.ts';
import { ContactForm } from './ContactForm.tsx';
import { servedTurnNotes } from './turn-notes.ts';
import { isTurnRequest, type TurnRequest } from './turn-request.ts';
import { MESSAGE_MAX_LENGTH, type EnquiryForm } from './message.ts';
import { fill } from '../lib/fill.ts';
import { siteConfig } from '../site.config.ts';

interface EnquiryPageProps {
  values: EnquiryForm;
  missing: (keyof EnquiryForm)[];
  tooLong?: 'message' | 'link';
  /** The turn fields as typed, and why the day was refused, if it was. */
  turnRequest: TurnRequest;
  /** The extras' checkboxes ticked (src/prices/reference.ts). */
  ticked?: string[];
  refusal?: string;
}

const missingNames = (words: FormTexts): Record<keyof EnquiryForm, string> => ({
  name: words.missingName,
  phone: words.missingPhone,
  email: words.missingEmail,
  service: words.missingService,
  message: words.missingMessage,
});

/** "tu nombre y tu teléfono" */
function listOf(items: string[], and: string): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** What the Worker found wrong, above the form. */
function noticeOf({ values, missing, tooLong }: EnquiryPageProps, words: FormTexts): string | undefined {
  if (missing.length > 0) {
    const fields = missing.map((name) => missingNames(words)[name]);
    return fill(words.missing, { campos: listOf(fields, words.missingAnd) });
  }
  if (tooLong === 'message') {
    return fill(words.messageTooLong, { largo: values.message.length, máximo: MESSAGE_MAX_LENGTH });
  }
  return tooLong === 'link' ? words.tooLong : undefined;
}

export function EnquiryPage(props: EnquiryPageProps) {
  const { values, missing, tooLong, turnRequest, refusal } = props;
  const words = siteConfig.texts.form;
  return (
    <PageShell meta={{ title: words.pageTitle, description: words.pageDescription }}>
      <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
        <h1 className="mb-8 text-3xl font-bold text-white sm:text-4xl">{words.pageTitle}</h1>
        <ContactForm
          {...contactForm}
          values={values}
          notice={noticeOf(props, words)}
          invalid={tooLong === 'message' ? [...missing, 'message'] : missing}
          inPage={false}
          titleLevel="h2"
          turn={turnRequest}
          ticked={props.ticked ?? []}
          open={isTurnRequest(turnRequest)}
          {...(refusal ? { refusal } : {})}
          notes={servedTurnNotes(turnRequest.day, values.service, refusal)}
        />
      </div>
    </PageShell>
  );
}
