'use strict';

// Strapi's default middlewares; the admin's Content Security Policy also lets it show media from the
// upload host (S3_PUBLIC_URL) when files live in R2/S3 rather than on this server.
module.exports = ({ env }) => {
  let mediaOrigin = [];
  try {
    if (env('S3_PUBLIC_URL')) mediaOrigin = [new URL(env('S3_PUBLIC_URL')).origin];
  } catch {
    throw new Error(`S3_PUBLIC_URL=${env('S3_PUBLIC_URL')} is not a URL.`);
  }
  return [
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:'],
            'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...mediaOrigin],
            'media-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', ...mediaOrigin],
            upgradeInsecureRequests: null,
          },
        },
      },
    },
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
  ];
};
