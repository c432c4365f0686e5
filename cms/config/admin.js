'use strict';

const { required } = require('../lib/settings');

module.exports = ({ env }) => ({
  auth: { secret: required(env, 'ADMIN_JWT_SECRET', "the secret of the admin panel's sessions") },
  apiToken: { salt: required(env, 'API_TOKEN_SALT', 'the salt API tokens (the site’s among them) are hashed with') },
  transfer: { token: { salt: required(env, 'TRANSFER_TOKEN_SALT', 'the salt of data transfer tokens') } },
  // Lets an admin see the site's API token again in Settings › API Tokens (it is stored encrypted).
  secrets: { encryptionKey: required(env, 'ENCRYPTION_KEY', 'the key API tokens are kept encrypted with') },
  flags: { nps: false, promoteEE: false },
  // The panel's built files; a test run that only uses the admin API starts without building them.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN_PANEL', true),
});
