/**
 * The only inline script: it starts the page's bundle once the browser reports
 * the first paint. Its data-src lists the bundle's entry, then the chunks the
 * entry imports, which it preloads so they all download at once rather than
 * one after the other. It waits for the first paint (one frame later where paint timing
 * is not supported), so no JavaScript is fetched or run before the page is on
 * screen. Its CSP hash is computed at build time.
 */
export const bootstrapScript =
  "(()=>{const[src,...deps]=document.currentScript.dataset.src.split(' '),go=()=>{for(const href of deps){const l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.append(l)}const s=document.createElement('script');s.type='module';s.src=src;document.body.append(s)};if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{o.disconnect();go()}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(go))})()";
