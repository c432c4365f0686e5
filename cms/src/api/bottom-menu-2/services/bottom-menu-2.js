'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::bottom-menu-2.bottom-menu-2');
