/** Written into the compiled API by the build (scripts/build-api.mjs); no such name exists in the sources. */
declare const PORTAL_BUILD_FINGERPRINT: string | undefined;

/**
 * A hash of the compiled API's own bundle, which the build writes into it: the same value for the
 * same build, another for any change of code, migrations or bundled packages. Undefined when the
 * TypeScript sources run (`npm run serve`, the tests), which may change from one start to the next.
 */
export const BUILD_FINGERPRINT: string | undefined = typeof PORTAL_BUILD_FINGERPRINT === 'string' ? PORTAL_BUILD_FINGERPRINT : undefined;
