import type { Services } from '../services.js';

/** What every route plugin is registered with: the app's services, never a repository or the database. */
export interface RouteOptions {
  services: Services;
}
