// What `import { renderToString } from 'react-dom/server'` reaches in the Worker (wrangler.toml's [alias]): React's
// string renderer alone. The package's workerd entry (server.edge.js) also requires the streaming renderer, which the
// Worker never calls and no bundler can drop from CommonJS: 45 KiB of the Worker's gzip size. The file is React's own
// production build; a React update that moves it fails the build, and src/react-dom-server.test.ts checks
// that the alias still names the renderer React ships.
'use strict';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, as the file it passes on
module.exports = require('../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js');
