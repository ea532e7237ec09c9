// Public surface of the dynamic pages (the page itself is mounted by app/router; the menus list their routes).
export { useDynamicRoutes } from './api/get-dynamic-routes.ts';
