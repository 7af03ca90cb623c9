// The generic not-found page logs the missing address, as the specification asks: a warning, since the page works.
const missingPath = document.documentElement.dataset.notFound;
if (missingPath !== undefined) {
  console.warn('404 Error: User attempted to access non-existent route:', missingPath);
}
