// Sign-up and activation (docs/signup.md). Its two pages are mounted lazily by
// app/router/pages.ts (pages/signup-page.tsx, pages/activation-page.tsx); nothing else is public.
export {};
