// The rules of the house (ARCHITECTURE.md, "Which way imports run"), checked by `npm run lint`.
// Why dependency-cruiser and not Biome's restricted imports: the feature rule needs "any other
// feature than my own", a back-reference ($1) Biome's per-folder overrides cannot express
// without one override per feature; see docs/decisions.md.
const TEST = '(\\.test\\.tsx?$|/test/|/test-setup/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain is shared by the web and the API: it knows neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-does-no-io',
      comment: 'packages/domain has no I/O: no Node built-in (fs, net, http, crypto…) and no package but zod and the validator libraries.',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: TEST },
      to: {
        dependencyTypesNot: ['local', 'type-only'],
        pathNot: '^node_modules/(zod|ibantools|libphonenumber-js|stdnum)/',
      },
    },
    {
      name: 'web-shared-knows-no-feature',
      comment: 'apps/web/src/shared is the infrastructure every feature uses: it imports no feature and nothing of app/.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'A web feature imports no other feature; what two features share moves to shared/ or the domain.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'app/ composes the features (router, shell); a feature does not reach back into it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-app-uses-feature-entry',
      comment:
        "app/ takes from a feature only what its index.ts exports; the router's page loaders import a feature's pages/ lazily (one chunk per page). Tests may look inside.",
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: TEST },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/index\\.ts$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-app-loads-feature-pages-lazily',
      comment: 'What app/ imports of a feature with import() is one of its pages: anything else goes through its index.ts.',
      severity: 'error',
      from: { path: '^apps/web/src/app/', pathNot: TEST },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/pages/[^/]+\\.tsx$',
        dependencyTypes: ['dynamic-import'],
      },
    },
    {
      name: 'api-platform-and-db-know-no-module',
      comment: 'apps/api/src/platform and db are used by the modules; they import no module and no seed.',
      severity: 'error',
      from: { path: '^apps/api/src/(platform|db)/' },
      to: { path: '^apps/api/src/(modules|seed|start)/' },
    },
    {
      name: 'api-db-imports-no-platform',
      comment:
        'apps/api/src/db is the floor under platform: platform may use db (repos, errors), db never imports platform, so the two are never one.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/platform/' },
    },
    {
      name: 'api-module-uses-public-entry',
      comment: 'An API module uses another only through its public entry (modules/<x>/index.ts), never its repo.ts or other internals.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/', pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'production-code-imports-no-test-code',
      comment: 'Test helpers (fake servers, fixtures) live in test folders and are imported by tests only.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'The web and the API share only packages/domain.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'no-import-cycles',
      comment: 'A cycle makes two files one: split what both need into a third.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.tmp|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
