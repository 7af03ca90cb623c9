// Writes dist/client/admin/config.yml, the browser editor's configuration,
// generated from the content schemas (scripts/admin/config.ts).
//   node scripts/build-admin-config.ts           GitHub backend (scripts/admin/backend.ts)
//   node scripts/build-admin-config.ts --local   also saves to this folder through decap-server
//   --out=<file>                                 writes elsewhere
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { adminConfigYaml } from './admin/config.ts';
import { editorBackend } from './admin/backend.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    local: { type: 'boolean', default: false },
    out: { type: 'string', default: 'dist/client/admin/config.yml' },
  },
});
const target = path.resolve(root, values.out);
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, adminConfigYaml(editorBackend(), { localBackend: values.local }));
console.log(`Configuración del editor: ${path.relative(root, target)}${values.local ? ' (con backend local)' : ''}`);
