'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::bottom-menu-2.bottom-menu-2');
