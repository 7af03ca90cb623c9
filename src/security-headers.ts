// Security headers for every page the Worker renders (static assets get the
// same policy from public/_headers).
import { secureHeaders } from 'hono/secure-headers';
import { clientAssets } from './generated/client-assets.ts';

export const contentSecurityPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'", `'${clientAssets.bootstrapHash}'`, ...clientAssets.inlineHashes.map((hash) => `'${hash}'`)],
  // 'self': the stylesheet file the home page links after its first screen.
  styleSrc: ["'self'", ...clientAssets.stylesHashes.map((hash) => `'${hash}'`)],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ['https://www.google.com'],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  // The enquiry form posts to /consulta, which answers 303 to the chat; Chromium
  // checks form-action on that redirect too, and wa.me sends on to api.whatsapp.com.
  formAction: ["'self'", 'https://wa.me', 'https://api.whatsapp.com'],
};

export const pageSecurityHeaders = secureHeaders({
  contentSecurityPolicy,
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  // Headers for browsers and plug-ins long gone (Internet Explorer's XSS filter and downloads, Flash and
  // Acrobat policy files) or that only slow links down (DNS prefetching): every byte of a page's headers
  // counts in its first round trip.
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
  },
});
