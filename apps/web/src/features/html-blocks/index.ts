// Public surface of the HTML blocks feature (the dynamic page is mounted by app/router).
export { useDynamicRoutes } from './api/get-dynamic-routes.ts';
export { HtmlBlocksGroup } from './components/html-blocks-group.tsx';
