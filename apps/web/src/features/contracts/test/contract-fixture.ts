// The contract fixtures live in src/test/ (the claims page's tests use them too).
export * from '../../../test/contract-fixture.ts';
