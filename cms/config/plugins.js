'use strict';

const { required } = require('../lib/settings');

// Uploads: the local provider (public/uploads) by default; with UPLOAD_PROVIDER=s3 the AWS S3 provider,
// which also serves Cloudflare R2 (S3_ENDPOINT=https://<account>.r2.cloudflarestorage.com, S3_REGION=auto)
// and other S3-compatible stores. S3_PUBLIC_URL is where the files are read (an R2 custom domain or
// public bucket URL); the site resolves media against it too (CMS_MEDIA_URL).
module.exports = ({ env }) => {
  const plugins = {
    // The users-permissions plugin signs its end-user JWTs with this; the site uses none, but Strapi
    // would otherwise write a generated one into .env.
    'users-permissions': { config: { jwtSecret: required(env, 'JWT_SECRET', 'the users-permissions JWT secret') } },
  };
  if (env('UPLOAD_PROVIDER', 'local') === 's3') {
    const need = (name, why) => required(env, name, `UPLOAD_PROVIDER=s3 needs ${why}`);
    plugins.upload = {
      config: {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: need('S3_PUBLIC_URL', 'the public base URL of the bucket'),
          rootPath: env('S3_ROOT_PATH', ''),
          s3Options: {
            credentials: {
              accessKeyId: need('S3_ACCESS_KEY_ID', 'the access key id'),
              secretAccessKey: need('S3_SECRET_ACCESS_KEY', 'the secret access key'),
            },
            region: env('S3_REGION', 'auto'),
            ...(env('S3_ENDPOINT') ? { endpoint: env('S3_ENDPOINT') } : {}),
            forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
            params: {
              Bucket: need('S3_BUCKET', 'the bucket'),
              // R2 and buckets with ACLs disabled refuse an ACL header: none unless S3_ACL asks for one.
              ACL: env('S3_ACL', undefined),
            },
          },
        },
        actionOptions: { upload: {}, uploadStream: {}, delete: {} },
      },
    };
  }
  return plugins;
};
