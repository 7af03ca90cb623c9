// The content schemas, by subject: the shared fields (fields.ts), the collections (collections.ts), the home page
// (home.ts) and src/content/site.yaml (site.ts, from identity.ts, hours.ts and the texts-*.ts files).
export type { EditorSettings } from './fields.ts';
export { imagePath, optional, videoPath } from './fields.ts';
export * from './collections.ts';
export * from './home.ts';
export * from './site.ts';
