// Unit tests import src/site.config.ts, which re-exports src/generated/site.ts:
// write the generated modules from src/content/ first, as `npm run content` does.
import path from 'node:path';
import { writeGeneratedContent } from '../../scripts/build/content/write.ts';

export default async function setup(): Promise<void> {
  await writeGeneratedContent(path.resolve(import.meta.dirname, '../..'));
}
