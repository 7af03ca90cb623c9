// The note that the enquiry went on to WhatsApp: a live region the form's island fills each time it opens the chat,
// emptied six seconds later, or six seconds after the pointer leaves it if it rests on the note meanwhile.
import { useEffect, useState } from 'react';
import type { FormTexts } from '../content/schema/index.ts';

const TOAST_MS = 6000;

interface SentToastProps {
  /** How many enquiries the form has sent: each one shows the note anew. */
  sent: number;
  words: Pick<FormTexts, 'sentTitle' | 'sentLead'>;
}

export function SentToast({ sent, words }: SentToastProps) {
  const [dismissed, setDismissed] = useState(0);
  const [held, setHeld] = useState(false);
  const shown = sent > dismissed;
  useEffect(() => {
    if (!shown || held) return;
    const timer = setTimeout(() => setDismissed(sent), TOAST_MS);
    return () => clearTimeout(timer);
  }, [sent, shown, held]);
  return (
    <div
      data-toast-region=""
      role="status"
      aria-live="polite"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center sm:inset-x-auto sm:right-6"
    >
      {shown && (
        <div key={sent} className="toast">
          <p>{words.sentTitle}</p>
          <p>{words.sentLead}</p>
        </div>
      )}
    </div>
  );
}
