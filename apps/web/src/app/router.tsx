// The browser's router: hash addresses (spec: "the route follows the #").
import { createHashRouter } from 'react-router';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createHashRouter(appRoutes);
}
