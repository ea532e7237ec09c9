// Public surface of the banners feature.
export { useBanner } from './api/get-banner.ts';
export { Banner } from './components/banner.tsx';
