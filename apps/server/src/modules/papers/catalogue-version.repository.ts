/** The catalogue's version row: written by catalogue writes (db/catalogue-version.ts), read by caches. */
export { bumpCatalogueVersion, readCatalogueVersion } from '../../db/catalogue-version.js';
