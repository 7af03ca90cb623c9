// The interactive parts of the pages. Each page type has one browser bundle
// (client/entries/) that hydrates exactly the islands that page type renders;
// each page names its bundle to PageShell (or Document).
export type IslandName = 'SiteHeader' | 'Gallery' | 'LoopingVideo';
