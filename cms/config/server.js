'use strict';

const { production, required, MissingSetting } = require('../lib/settings');

module.exports = ({ env }) => {
  // The site's webhook endpoint (POST <site>/api/cms/webhook) trusts a request carrying this secret;
  // Strapi sends its webhooks' default headers with every call (docs.strapi.io, Webhooks).
  const webhookSecret = env('CMS_WEBHOOK_SECRET');
  if (!webhookSecret && env('SITE_WEBHOOK_URL') && production()) {
    throw new MissingSetting(
      'CMS_WEBHOOK_SECRET',
      'SITE_WEBHOOK_URL is set, and the site refuses a webhook without it',
    );
  }
  return {
    host: env('HOST', '0.0.0.0'),
    port: env.int('PORT', 1337),
    // The public address behind a proxy (e.g. https://cms.example.hu), so the admin's links are right.
    ...(env('PUBLIC_URL') ? { url: env('PUBLIC_URL'), proxy: { koa: true } } : {}),
    app: { keys: required(env, 'APP_KEYS', 'the keys Strapi signs its session cookies with').split(',') },
    // No update check against the registry at start (STRAPI_DISABLE_UPDATE_NOTIFICATION is no longer read).
    logger: { updates: { enabled: false } },
    // Where the local upload provider keeps files (public/uploads); a test run keeps its own with its data.
    dirs: { public: env('CMS_PUBLIC_DIR', './public') },
    webhooks: {
      populateRelations: false,
      defaultHeaders: webhookSecret ? { Authorization: `Bearer ${webhookSecret}` } : {},
    },
  };
};
