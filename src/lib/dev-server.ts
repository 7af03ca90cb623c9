// Whether this code runs under the Vite dev server (`npm run dev`), which
// serves the client sources itself: no inlined assets, no page policy.
export const devServer = import.meta.env?.MODE === 'development';
