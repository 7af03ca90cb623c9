/**
 * The loader at the end of every page: it starts the page's bundle once the browser reports
 * the first paint. Its data-src lists the bundle's entry, then the chunks the
 * entry imports, which it preloads so they all download at once rather than
 * one after the other. It waits for the first paint (one frame later where paint timing
 * is not supported), so no JavaScript is fetched or run before the page is on
 * screen. Its CSP hash is computed at build time.
 */
export const bootstrapScript =
  "(()=>{const[s,...d]=document.currentScript.dataset.src.split(' '),g=()=>{for(const h of d){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}const e=document.createElement('script');e.type='module';e.src=s;document.body.append(e)};PerformanceObserver.supportedEntryTypes?.includes('paint')?new PerformanceObserver((l,o)=>{o.disconnect();g()}).observe({type:'paint',buffered:!0}):requestAnimationFrame(()=>setTimeout(g))})()";
