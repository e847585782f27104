import core from './001_core';
import catalog from './002_catalog';
import catalogSocial from './003_catalog_social';
import cart from './004_cart';
import security from './005_security';

/** Every migration in the order it must run; append new files, never edit applied ones. */
export const migrations: { name: string; sql: string }[] = [
  { name: '001_core', sql: core },
  { name: '002_catalog', sql: catalog },
  { name: '003_catalog_social', sql: catalogSocial },
  { name: '004_cart', sql: cart },
  { name: '005_security', sql: security },
];
