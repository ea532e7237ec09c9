// Public surface of the content the server provides for pages (banners, HTML blocks): the login,
// profile and dynamic pages all show it, so it lives in shared/.
export { useBanner } from './api/get-banner.ts';
export { Banner, BannerView } from './components/banner.tsx';
export { HtmlBlock } from './components/html-block.tsx';
export { HtmlBlocksGroup } from './components/html-blocks-group.tsx';
export { byPriority } from './model/html-elements.ts';
