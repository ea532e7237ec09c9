import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:8080';

// The API answers /api/v{n}/… and /healthz; in development Vite serves the SPA and forwards those.
const proxy = { '/api': API_ORIGIN, '/healthz': API_ORIGIN };

/**
 * Libraries the first page needs, each in its own long-cached chunk (a release that only
 * changes our code leaves them in the browser cache). Only modules the entry reaches
 * statically (`$initial`) are grouped: a library that only lazy pages use stays with those
 * pages, so it never weighs on the login page. MUI is not among them: the first page draws
 * without it (MUI_CORE below).
 */
const INITIAL_VENDOR_GROUPS: Array<[name: string, test: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/]/],
  ['i18n', /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/],
  // Our own code the first page needs, in one chunk: left alone, the bundler cuts the modules
  // that lazy pages share with the entry into a handful of tiny chunks, each a request and a
  // few hundred bytes of imports on the login page.
  ['app', /([\\/](apps[\\/]web|packages[\\/]domain)[\\/]src[\\/]|preload-helper)/],
];

/**
 * MUI's core, in one long-cached chunk that every page drawing with MUI loads: its styling engine
 * (emotion), system and theme (with the portal's, shared/ui/theme/), and the components nearly
 * every page uses. The first page (the shell and the login page) draws without MUI
 * (shared/ui/light/) and does not load it; left to the bundler, this code would be cut into some
 * twenty small chunks shared by the pages, each a request and its imports. The components only
 * some pages use stay with them.
 */
const MUI_CORE =
  /[\\/]node_modules[\\/](@mui[\\/](system|styled-engine|private-theming|utils)|@emotion|stylis|react-transition-group|react-is|clsx|prop-types|hoist-non-react-statics|@babel[\\/]runtime)[\\/]|[\\/]@mui[\\/]material[\\/]esm[\\/](styles|utils|internal|colors|zero-styled|DefaultPropsProvider|GlobalStyles|ButtonBase|Button|IconButton|Typography|Box|Paper|Alert|CircularProgress|SvgIcon|Container|Stack)[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/]theme[\\/]/;

/**
 * What draws server HTML (the body, its sanitiser and the domain's list of what the HTML may
 * hold), in one chunk that pages load when they have server HTML to show: the staff console's
 * content forms read the same list, and left alone the bundler would cut it into a chunk of its
 * own, one more request on the login page.
 */
const SERVER_HTML_BODY =
  /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]ui[\\/]server-html-(body|sanitiser)\.tsx?$|[\\/]packages[\\/]domain[\\/]src[\\/]shell[\\/]server-html\.ts$/;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Emotion's hoist-non-react-statics brings its own react-is 16 beside MUI's react-is 19: two
    // copies on the first page. The 19 still exports what hoist-non-react-statics reads
    // (ForwardRef, Memo, isMemo), so one copy serves both.
    dedupe: ['react-is'],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lists each chunk's static and dynamic imports: scripts/login-bundle-size.ts
    // reads it to add up what the login page loads.
    manifest: true,
    target: 'es2022',
    // Every browser that runs this ES2022 build supports <link rel=modulepreload>.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Our own modules and packages/domain have no import-time side effects (docs/decisions.md: the
        // domain does no I/O; the web imports nothing just to run it). Saying so lets the
        // bundler drop what a page does not use: the domain's zod schemas from pages that only
        // use its plain functions, and whatever a feature's index re-exports beyond what the
        // importer takes. This keeps zod and unused features off the first page.
        moduleSideEffects: (id: string) => (/[\\/](packages[\\/]domain|apps[\\/]web)[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // A chunk is named by its hash alone: every chunk's name is written again in each import
        // of it and in the list of chunks to preload, so on the login page the names cost about
        // 900 bytes gzipped (bench/login-page-js.ts). The manifest maps each file to its module.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            ...INITIAL_VENDOR_GROUPS.map(([name, test]) => ({ name, test, tags: ['$initial' as const], priority: 10 })),
            { name: 'mui', test: MUI_CORE, priority: 5 },
            { name: 'server-html-body', test: SERVER_HTML_BODY, priority: 4 },
          ],
        },
      },
    },
  },
});
