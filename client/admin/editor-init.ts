// Starts Decap with what only the page knows: its origin, the sign-in window's address and, under `npm run admin`,
// the local backend. Runs before decap-cms.js.
type Phrases = { [key: string]: string | Phrases };
interface DecapCms {
  init(options: { config: object }): void;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
}

// Decap's Spanish leaves these in English; the owner sees them on every list and photo.
const missingSpanish: Phrases = {
  editor: {
    editorWidgets: {
      list: { add: 'Añadir %{item}', addType: 'Añadir %{item}' },
      image: { chooseUrl: 'Insertar desde una URL', replaceUrl: 'Reemplazar con una URL' },
      file: { chooseUrl: 'Insertar desde una URL', replaceUrl: 'Reemplazar con una URL' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copy: 'Copiar',
      copyUrl: 'Copiar URL',
      copyPath: 'Copiar ruta',
      copyName: 'Copiar nombre',
      copied: 'Copiado',
    },
  },
};

function merged(base: Phrases, extra: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = typeof value === 'object' && typeof current === 'object' ? merged(current, value) : value;
  }
  return result;
}

Object.assign(window, { CMS_MANUAL_INIT: true });

window.addEventListener('DOMContentLoaded', () => {
  const cms = (window as unknown as { CMS?: DecapCms }).CMS;
  if (!cms) return;
  cms.registerLocale('es', merged(cms.getLocale('es') ?? {}, missingSpanish));
  const localBackend = document.documentElement.dataset.localBackend;
  cms.init({
    config: {
      backend: { base_url: location.origin, auth_endpoint: 'admin/auth' },
      ...(localBackend ? { local_backend: { url: localBackend } } : {}),
    },
  });
});
