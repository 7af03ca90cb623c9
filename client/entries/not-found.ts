// The generic not-found page has no island, so it loads no React: it only
// logs the missing address, as the specification asks. A warning, not an
// error: the page works as intended, and Lighthouse counts errors against it.
const missingPath = document.documentElement.dataset.notFound;
if (missingPath !== undefined) {
  console.warn('404 Error: User attempted to access non-existent route:', missingPath);
}
