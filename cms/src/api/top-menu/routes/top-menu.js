'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::top-menu.top-menu');
