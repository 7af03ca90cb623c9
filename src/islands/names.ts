// The interactive parts of the pages. Each page type has one browser bundle
// (client/entries/) that hydrates exactly the islands that page type renders;
// src/bundles.ts says which bundle each page loads.
export type IslandName = 'SiteHeader' | 'Gallery' | 'LoopingVideo';
