// "Abierto ahora · cierra a las 19:00": added in the browser, because a cached
// page cannot know the time it is read at. The server renders the hours table.
import { useEffect, useState } from 'react';
import type { SiteConfig } from '../content/site-schema.ts';
import { openingStatus, type OpeningStatus } from '../lib/opening-hours.ts';

export type OpenStatusProps = SiteConfig['openingHours'];

export function OpenStatus({ periods, timeZone }: OpenStatusProps) {
  const [status, setStatus] = useState<OpeningStatus | null>(null);

  useEffect(() => {
    const update = () => setStatus(openingStatus(periods, timeZone, new Date()));
    update();
    const timer = setInterval(update, 30_000);
    return () => clearInterval(timer);
  }, [periods, timeZone]);

  return (
    <p data-testid="estado-horario" className="flex min-h-6 items-center gap-2 font-semibold text-white">
      {status && (
        <>
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${status.open ? 'bg-whatsapp shadow-[0_0_0_4px] shadow-whatsapp/25' : 'bg-rose-400'}`}
          />
          {status.label}
        </>
      )}
    </p>
  );
}
