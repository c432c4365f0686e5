'use strict';

const path = require('path');
const { production, required, MissingSetting } = require('../lib/settings');

// SQLite at cms/.tmp/data.db by default (DATABASE_FILENAME, relative to cms/ or absolute); PostgreSQL when
// DATABASE_CLIENT=postgres, from DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD(/SSL).
module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (client === 'sqlite') {
    return {
      connection: {
        client: 'sqlite',
        connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
        useNullAsDefault: true,
      },
    };
  }

  if (client !== 'postgres') {
    throw new Error(`DATABASE_CLIENT=${client} is not supported here: use sqlite (default) or postgres.`);
  }
  const url = env('DATABASE_URL');
  if (!url && production()) {
    for (const name of ['DATABASE_HOST', 'DATABASE_NAME', 'DATABASE_USERNAME', 'DATABASE_PASSWORD']) {
      if (!env(name)) throw new MissingSetting(name, 'PostgreSQL needs DATABASE_URL or host, name, user and password');
    }
  }
  const ssl = env.bool('DATABASE_SSL', false)
    ? {
        rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        ...(env('DATABASE_SSL_CA') ? { ca: env('DATABASE_SSL_CA') } : {}),
      }
    : false;
  return {
    connection: {
      client: 'postgres',
      connection: url
        ? { connectionString: required(env, 'DATABASE_URL', 'the PostgreSQL connection string'), ssl }
        : {
            host: env('DATABASE_HOST', 'localhost'),
            port: env.int('DATABASE_PORT', 5432),
            database: env('DATABASE_NAME', 'strapi'),
            user: env('DATABASE_USERNAME', 'strapi'),
            password: env('DATABASE_PASSWORD', 'strapi'),
            ssl,
            schema: env('DATABASE_SCHEMA', 'public'),
          },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
