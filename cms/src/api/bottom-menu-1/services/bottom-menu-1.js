'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::bottom-menu-1.bottom-menu-1');
