/**
 * The only inline script: it starts the client entry (its URL in data-src)
 * once the browser reports the first paint (one frame later where paint timing
 * is not supported), so no JavaScript is fetched or run before the page is on
 * screen. Its CSP hash is computed at build time.
 */
export const bootstrapScript =
  "(()=>{const src=document.currentScript.dataset.src,go=()=>{const s=document.createElement('script');s.type='module';s.src=src;document.body.append(s)};if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{o.disconnect();go()}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(go))})()";
