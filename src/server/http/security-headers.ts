import { secureHeaders } from 'hono/secure-headers';

/** Card art hosts: the official asset host and the community mirror used as a fallback source. */
export const CARD_IMAGE_HOSTS = [
  'https://api-assets.clashroyale.com',
  'https://royaleapi.github.io',
];

/** Strict headers for every answer: no inline script, no framing, no sniffing, no referrer leaks. */
export function securityHeaders(options: {
  analyticsOrigin?: string | undefined;
  production: boolean;
  /** `'sha256-…'` sources of the inline scripts the HTML carries (see http/spa.ts). */
  inlineScriptHashes?: string[];
}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(options.inlineScriptHashes ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...CARD_IMAGE_HOSTS],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(options.analyticsOrigin ? [options.analyticsOrigin] : [])],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.production ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
