'use strict';

// How the CMS reads its settings: a secret that is missing stops Strapi with a sentence naming the
// variable, rather than a stack trace from deep inside a plugin (or, worse, a CMS that starts open).
// Locally `npm run cms` (site root) writes cms/.env with random secrets; production sets them itself.

const production = () => process.env.NODE_ENV === 'production';

class MissingSetting extends Error {
  constructor(name, why) {
    super(
      `${name} is not set: ${why}. Set it in the environment` +
        (production() ? ' (production refuses to start without it).' : ' or in cms/.env (`npm run cms` writes one).'),
    );
    this.name = 'MissingSetting';
  }
}

/** The value of a setting that must be there in every environment. */
function required(env, name, why) {
  const value = env(name);
  if (value === undefined || value === '') throw new MissingSetting(name, why);
  return value;
}

/** A setting that may be missing in development and must be there in production. */
function requiredInProduction(env, name, why, fallback) {
  const value = env(name);
  if (value !== undefined && value !== '') return value;
  if (production()) throw new MissingSetting(name, why);
  return fallback;
}

module.exports = { MissingSetting, production, required, requiredInProduction };
