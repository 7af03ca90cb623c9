// The HTML of /admin/: the editor's page, and the small pages the GitHub
// sign-in window shows. Spanish, like everything the owner reads.
import { html, raw } from 'hono/html';
import { adminAssets } from '../generated/admin-assets.ts';
import { reviewCardPath } from '../lib/review-request.ts';
import { routes } from '../routes/paths.ts';

/** JSON safe to place inside an inline <script>. */
const scriptJson = (value: unknown) => raw(JSON.stringify(value).replace(/</g, '\\u003c'));

/**
 * The page: a thin bar of ours (the links to the owner's pages) above the editor, which Sveltia mounts in #nc-root
 * (its documented mount point). The root is the containing block of the editor's fixed-position layers, so the
 * editor fills the rest of the screen and nothing of ours depends on its markup.
 */
const ownerBarStyles = `
  html, body { height: 100%; margin: 0; }
  body { display: flex; flex-direction: column; }
  .owner-bar { flex: none; display: flex; flex-wrap: wrap; gap: 0 1.5rem; padding: 4px 12px; font: 14px/1.5 system-ui, sans-serif; background: #1f1f1f; }
  .owner-bar a { color: #fff; }
  #nc-root { flex: 1; min-height: 0; position: relative; transform: translateZ(0); overflow: hidden; }
`;

export function editorPage(localBackend: string | undefined, repository: string | undefined) {
  return html`<!doctype html>
    <html lang="es" data-local-backend="${localBackend ?? ''}" data-local-repository="${repository ?? 'local/sitio'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>Editor del sitio</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link href="/admin/config.yml" type="application/yaml" rel="cms-config-url" />
        <script type="module" src="${adminAssets.script}"></script>
        <style>
          ${raw(ownerBarStyles)}
        </style>
      </head>
      <body>
        <noscript>El editor necesita JavaScript.</noscript>
        <nav class="owner-bar" aria-label="Del taller">
          <a href="/admin/consultas">Consultas por servicio</a>
          <a href="${reviewCardPath}">Tarjeta para reseñas</a>
        </nav>
        <div id="nc-root"></div>
      </body>
    </html>`;
}

/**
 * The owner's pages: a white sheet on a pale grey, under the brand's aqua, in the system's font. Code that cannot wrap
 * (a command, a file name) scrolls inside its own box, so no page scrolls sideways on a phone.
 */
const ownerPageStyles = `
  html { background: #eef2f5; color: #111; -webkit-text-size-adjust: 100%; }
  body {
    font: 16px/1.6 system-ui, sans-serif;
    max-width: 40rem;
    margin: 2rem auto;
    padding: 1.75rem 1.5rem 2rem;
    background: #fff;
    border-top: 4px solid #16b4d6;
    border-radius: 12px;
    box-shadow: 0 1px 2px #0000000f, 0 8px 24px #0000000f;
  }
  @media (width < 44rem) { body { margin: 0.75rem; padding: 1.25rem 1rem 1.5rem; } }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; text-wrap: balance; }
  p, ul { margin: 0 0 1rem; }
  ul { padding-left: 1.25rem; }
  li + li { margin-top: 0.75rem; }
  a { color: #0e7490; }
  code { background: #eef2f5; padding: 0.1em 0.3em; border-radius: 0.25em; font-size: 0.9em; overflow-wrap: anywhere; }
  pre { margin: 0.5rem 0 1rem; padding: 0.75rem 1rem; white-space: pre-wrap; background: #0d1117; border-radius: 8px; }
  pre code { padding: 0; background: none; color: #e6eaef; font-size: 0.875rem; overflow-wrap: anywhere; }
  button { font: inherit; padding: 0.4rem 0.9rem; border: 1px solid #0e7490; border-radius: 999px; background: #fff; color: #0e7490; cursor: pointer; }
`;

/**
 * A page for the owner: a title, its body, and at most one inline script and some more styles (allowed by the nonce).
 */
export function ownerPage(nonce: string, title: string, body: ReturnType<typeof html>, script = '', styles = '') {
  return html`<!doctype html>
    <html lang="es">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style nonce="${nonce}">
          ${raw(ownerPageStyles)}
          ${raw(styles)}
        </style>
      </head>
      <body>
        <h1>${title}</h1>
        ${body}
        ${
          script
            ? html`<script nonce="${nonce}">
                ${raw(script)};
              </script>`
            : ''
        }
      </body>
    </html>`;
}

/** The editor's GitHub sign-in handshake (Decap's, which Sveltia CMS speaks too): announce ourselves to the editor window, then answer it with the result, to our own origin only. */
function handshakeScript(origin: string, message: string): string {
  return `(() => {
  const origin = ${scriptJson(origin)};
  const message = ${scriptJson(message)};
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== window.opener || event.data !== 'authorizing:github') return;
    window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:github', origin);
})();`;
}

export function signedInPage(nonce: string, origin: string, token: string) {
  const message = `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`;
  return ownerPage(
    nonce,
    'Listo, entraste',
    html`<p>Ya podés volver al editor; esta ventana se cierra sola.</p>`,
    handshakeScript(origin, message),
  );
}

export function signInFailedPage(nonce: string, origin: string, reason: string) {
  const message = `authorization:github:error:${JSON.stringify({ message: `No se pudo entrar con GitHub: ${reason}` })}`;
  return ownerPage(
    nonce,
    'No se pudo entrar con GitHub',
    html`<p>${reason}.</p>
      <p>Cerrá esta ventana y volvé a tocar «Iniciar sesión con GitHub» en el editor.</p>`,
    handshakeScript(origin, message),
  );
}

export function signInNotConfiguredPage(nonce: string, missing: readonly string[]) {
  return ownerPage(
    nonce,
    'Falta configurar el ingreso con GitHub',
    html`<p>
        Para entrar al editor con GitHub, el sitio necesita los datos de su aplicación OAuth de GitHub. Faltan estos
        secretos del Worker: ${missing.map((name, index) => html`${index > 0 ? ', ' : ''}<code>${name}</code>`)}.
      </p>
      <p>Cargalos una sola vez desde la carpeta del proyecto, con:</p>
      <pre><code>${missing.map((name, index) => html`${index > 0 ? '\n' : ''}npx wrangler secret put ${name} --env=""`)}</code></pre>
      <p>
        Cómo crear la aplicación y dónde están esos datos: <code>docs/publicar.md</code>, sección «Ingreso al editor con
        GitHub».
      </p>`,
  );
}

/**
 * /admin/ on a build that found no repository to save to (scripts/build/editor/backend.ts): what to set and where, instead of
 * the editor's own error in English. With the local backend (npm run admin) the editor needs no repository.
 */
export function adminHomePage(repository: string | undefined, localBackend: string | undefined) {
  if (repository || localBackend) return editorPage(localBackend, repository);
  return ownerPage(
    '',
    'Falta indicar dónde guarda el editor',
    html`<p>
        El editor guarda cada cambio en el repositorio de GitHub del sitio, pero esta versión se publicó sin saber cuál
        es. Indicalo de una de estas formas y volvé a publicar:
      </p>
      <ul>
        <li>
          Con la publicación automática de GitHub (Actions) no hace falta nada: el flujo
          <code>.github/workflows/deploy.yml</code> lo indica solo.
        </li>
        <li>
          Con Cloudflare Workers Builds: en el panel de Cloudflare, <strong>Workers &amp; Pages</strong> →
          <strong>elite-garage-spa</strong> → <strong>Settings</strong> → <strong>Builds</strong> →
          <strong>Build variables</strong>, agregá <code>EDITOR_GITHUB_REPO</code> con el nombre del repositorio
          (<code>usuario/nombre</code>, como se ve en su dirección de GitHub).
        </li>
        <li>
          Si publicás desde tu computadora:
          <pre><code>EDITOR_GITHUB_REPO=usuario/nombre npm run deploy</code></pre>
          o publicá desde una copia clonada de GitHub, de la que la web toma el repositorio sola.
        </li>
      </ul>
      <p>Para probar el editor en tu computadora, sin GitHub: <code>npm run admin</code>.</p>
      <p>Más detalles: <code>docs/publicar.md</code>, sección «Ingreso al editor con GitHub».</p>`,
  );
}

/** Why /admin/consultas is not shown: what the owner reads instead, and what to do. */
export function countsRefusedPage(nonce: string, reason: 'signed-out' | 'read-only' | 'unknown' | 'no-repository') {
  const lines = {
    'signed-out': html`<p>
      Para ver las consultas, entrá primero al <a href="/admin/">editor</a> con tu cuenta de GitHub y después volvé a
      esta página (la entrada dura ocho horas).
    </p>`,
    'read-only': html`<p>
        Tu cuenta de GitHub no puede guardar cambios en el repositorio del sitio, así que no puede ver las consultas.
        Entrá al <a href="/admin/">editor</a> con la cuenta del taller.
      </p>
      ${signOutForm}`,
    unknown: html`<p>No pudimos confirmar tu cuenta con GitHub en este momento. Probá de nuevo en unos minutos.</p>
      ${signOutForm}`,
    'no-repository': html`<p>
      Esta versión del sitio no sabe en qué repositorio de GitHub se guarda: abrí el <a href="/admin/">editor</a>, que
      explica cómo indicarlo.
    </p>`,
  };
  return ownerPage(nonce, 'Las consultas son solo para el taller', lines[reason]);
}

/** Where the owner's pages sign out: a form, so it works without JavaScript (src/routes/admin.ts). */
export const SIGN_OUT_PATH = routes.signOut.path;

/** The sign-out button, on every page that the counts' cookie opened. */
export const signOutForm = html`<form method="post" action="${SIGN_OUT_PATH}">
  <button type="submit">Salir de las consultas</button>
</form>`;

/** After signing out: the cookie that opened the counts is gone from this browser. */
export function signedOutPage(nonce: string) {
  return ownerPage(
    nonce,
    'Saliste de las consultas',
    html`<p>
        Este navegador ya no guarda tu entrada a las consultas. Para volver a verlas, entrá al
        <a href="/admin/">editor</a> con tu cuenta de GitHub y después abrí «Consultas por servicio».
      </p>
      <p>
        El editor tiene su propia salida: en el editor, tocá tu foto (arriba a la derecha) y después «Cerrar sesión».
      </p>`,
  );
}

/** /admin/consultas when the counts' database is missing or fails: never a page of zeros. */
export function countsUnreadablePage(nonce: string) {
  return ownerPage(
    nonce,
    'No pudimos leer las consultas',
    html`<p>
        La base de datos de las consultas no respondió, así que no sabemos cuántas hubo (no es que no haya ninguna).
        Probá de nuevo en unos minutos. Si sigue igual, avisale a quien mantiene la web: el detalle quedó en los
        registros del sitio en Cloudflare (Workers Logs).
      </p>
      ${signOutForm}`,
  );
}

/** Any other failure under /admin/ (src/server-error.tsx). */
export function ownerErrorPage(nonce: string) {
  return ownerPage(
    nonce,
    'Algo falló en la web',
    html`<p>
        No pudimos mostrar esta página por un problema nuestro. Probá de nuevo en unos minutos; si sigue igual, avisale
        a quien mantiene la web: el detalle quedó en los registros del sitio en Cloudflare (Workers Logs).
      </p>
      <p><a href="/admin/">Volver al editor</a></p>`,
  );
}
