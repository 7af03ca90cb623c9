// The enquiry form, rendered on the server. client/contact-form.ts makes it
// work: the browser checks it (required fields, email shape), then the script
// opens WhatsApp with the message composed, shows a toast and clears the form.
// Plain DOM rather than a React island: it has no state worth rendering, and
// it keeps about a kilobyte of script and a hydration pass off the home page.

export interface ContactFormProps {
  chatDigits: string;
  closingLine: string;
  serviceOptions: string[];
  title: string;
}

const fieldClass =
  'mt-2 block w-full rounded-xl border border-white/15 bg-ink-950 px-4 py-3 text-base text-white placeholder:text-chrome-400 focus:border-aqua-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-400';
const labelClass = 'block text-sm font-medium text-chrome-100';

export function ContactForm({ chatDigits, closingLine, serviceOptions, title }: ContactFormProps) {
  return (
    <>
      <form
        data-enhance="contact-form"
        data-chat-digits={chatDigits}
        data-closing-line={closingLine}
        aria-labelledby="formulario-titulo"
        className="rounded-3xl border border-white/10 bg-ink-900 p-6 sm:p-8 noscript:hidden"
      >
        <h3 id="formulario-titulo" className="text-xl font-semibold text-white">
          {title}
        </h3>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <label htmlFor="contacto-nombre" className={labelClass}>
              Nombre Completo *
            </label>
            <input
              id="contacto-nombre"
              name="name"
              type="text"
              required
              autoComplete="name"
              placeholder="Tu nombre completo"
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="contacto-telefono" className={labelClass}>
              Teléfono *
            </label>
            <input id="contacto-telefono" name="phone" type="tel" required autoComplete="tel" className={fieldClass} />
          </div>
          <div>
            <label htmlFor="contacto-email" className={labelClass}>
              Email
            </label>
            <input id="contacto-email" name="email" type="email" autoComplete="email" className={fieldClass} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="contacto-servicio" className={labelClass}>
              Servicio de interés
            </label>
            <select id="contacto-servicio" name="service" className={fieldClass}>
              <option value="">Seleccionar servicio...</option>
              {serviceOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="contacto-mensaje" className={labelClass}>
              Mensaje
            </label>
            <textarea id="contacto-mensaje" name="message" rows={4} className={fieldClass} />
          </div>
        </div>
        <p className="mt-4 text-sm text-chrome-200">Los campos con * son obligatorios.</p>
        <button type="submit" className="button-chat mt-6 w-full sm:w-auto">
          Enviar consulta por WhatsApp
        </button>
      </form>

      {/* The toast goes into the live region when the enquiry is sent, and leaves it six seconds later. */}
      <template data-toast="">
        <div className="pointer-events-auto w-full max-w-sm rounded-2xl border border-whatsapp/40 bg-ink-800 p-4 shadow-2xl shadow-black/60">
          <p className="font-semibold text-white">¡Consulta enviada!</p>
          <p className="mt-1 text-sm text-chrome-100">Te redirigimos a WhatsApp para completar tu consulta.</p>
        </div>
      </template>
      <div
        data-toast-region=""
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 top-20 z-50 flex justify-center sm:inset-x-auto sm:right-6"
      />
    </>
  );
}
