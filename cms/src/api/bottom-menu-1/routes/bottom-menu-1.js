'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::bottom-menu-1.bottom-menu-1');
