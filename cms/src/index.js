'use strict';

const fs = require('fs');
const path = require('path');
const { MissingSetting, production } = require('../lib/settings');

// What the site needs of its CMS, made sure of at every start (each step finds before it creates, so a
// second start changes nothing): the locales, a first super admin, the site's read-only API token, a
// Public role that reads nothing, and the webhook that tells the site to drop its cached content.

const TOKEN_NAME = 'Website (read-only)';
const WEBHOOK_NAME = 'Website: content changed';
const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await ensureSuperAdmin(strapi);
    await ensureSiteToken(strapi);
    await closePublicRole(strapi);
    await ensureWebhook(strapi);
  },
};

/** Hungarian is the site's first language and the default locale; English is its second. */
async function ensureLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const [code, name] of [
    ['hu', 'Hungarian (hu)'],
    ['en', 'English (en)'],
  ]) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name });
  }
  if ((await locales.getDefaultLocale()) !== 'hu') await locales.setDefaultLocale({ code: 'hu' });
}

/**
 * The first super admin, from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (and CMS_ADMIN_FIRSTNAME / _LASTNAME),
 * when there is no admin yet. In production without them the CMS does not start: its first visitor
 * would otherwise register as super admin.
 */
async function ensureSuperAdmin(strapi) {
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (!email || !password) {
    if (production()) {
      throw new MissingSetting(
        email ? 'CMS_ADMIN_PASSWORD' : 'CMS_ADMIN_EMAIL',
        'there is no admin yet, and without one the first visitor of /admin would register as super admin',
      );
    }
    strapi.log.warn('No admin yet and CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD not set: register one at /admin.');
    return;
  }
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: email.toLowerCase(),
    password,
    firstname: process.env.CMS_ADMIN_FIRSTNAME || 'Site',
    lastname: process.env.CMS_ADMIN_LASTNAME || 'Admin',
    isActive: true,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Created the super admin ${email}.`);
}

/**
 * The token the site reads content with: read-only, no expiry. Strapi keeps the key's salted hash and a
 * copy encrypted with ENCRYPTION_KEY (an admin can show it in Settings › API Tokens), so each start can
 * read it back: local runs keep it in CMS_SITE_TOKEN_FILE (default .tmp/site-token) for `npm run cms`.
 * An operator who sets CMS_SITE_TOKEN gets that value as the key.
 */
async function ensureSiteToken(strapi) {
  const tokens = strapi.service('admin::api-token-content-api');
  let token = await tokens.getByName(TOKEN_NAME, { includeDecryptedKey: true });
  if (!token) {
    token = await tokens.create({
      name: TOKEN_NAME,
      description: 'The website reads published content with it (CONTENT_SOURCE=strapi, CMS_TOKEN).',
      type: 'read-only',
      lifespan: null,
    });
    strapi.log.info(`Created the API token "${TOKEN_NAME}".`);
  }
  let key = token.accessKey;
  const given = process.env.CMS_SITE_TOKEN;
  if (given && given !== key) {
    if (given.length < 32) throw new Error('CMS_SITE_TOKEN is too short: use at least 32 random characters.');
    // What the service's own regenerate() writes, with the operator's key in place of a random one.
    await strapi.db.query('admin::api-token').update({
      where: { id: token.id },
      data: { accessKey: tokens.hash(given), encryptedKey: strapi.service('admin::encryption').encrypt(given) },
    });
    strapi.log.info(`The key of "${TOKEN_NAME}" is now CMS_SITE_TOKEN.`);
    key = given;
  }
  if (!key) {
    // Stored before ENCRYPTION_KEY was set, or under another one: unreadable, so a new key.
    ({ accessKey: key } = await tokens.regenerate(token.id));
    strapi.log.warn(`Regenerated the key of "${TOKEN_NAME}": the stored one could not be decrypted.`);
  }
  if (production()) return;
  const file = path.resolve(strapi.dirs.app.root, process.env.CMS_SITE_TOKEN_FILE || '.tmp/site-token');
  const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
  if (written !== key) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
    strapi.log.info(`Wrote the key of "${TOKEN_NAME}" to ${file}.`);
  }
}

/** The site reads with its token; the Public role (no token) may read no content type. */
async function closePublicRole(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  const { count } = await strapi.db
    .query('plugin::users-permissions.permission')
    .deleteMany({ where: { role: role.id, action: { $startsWith: 'api::' } } });
  if (count) strapi.log.info(`Took ${count} content permissions from the Public role.`);
}

/**
 * Strapi's webhook to the site's POST /api/cms/webhook when SITE_WEBHOOK_URL is set, found by name.
 * It authenticates with the server's webhook default headers (config/server.js, CMS_WEBHOOK_SECRET).
 */
async function ensureWebhook(strapi) {
  const url = process.env.SITE_WEBHOOK_URL;
  if (!url) return;
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  const wanted = { name: WEBHOOK_NAME, url, headers: {}, events: WEBHOOK_EVENTS, isEnabled: true };
  if (!existing) {
    runner.add(await store.createWebhook(wanted));
    strapi.log.info(`Created the webhook "${WEBHOOK_NAME}" to ${url}.`);
  } else if (existing.url !== url || [...existing.events].sort().join() !== [...WEBHOOK_EVENTS].sort().join()) {
    runner.update(await store.updateWebhook(existing.id, { ...existing, ...wanted }));
    strapi.log.info(`Updated the webhook "${WEBHOOK_NAME}" to ${url}.`);
  }
}
