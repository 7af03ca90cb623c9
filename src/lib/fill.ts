/** Fills a content text's blanks: fill('abre a las {hora}', { hora: '9:00' }) → 'abre a las 9:00'. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([^{}]*)\}/g, (blank, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : blank,
  );
}
