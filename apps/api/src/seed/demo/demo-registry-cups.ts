import { cupsControlLetters } from '@portal/domain';

const cupsOf = (digits16: string) => `ES${digits16}${cupsControlLetters(digits16)}`;

/**
 * Four CUPS a visitor can try (README, "Try the comparator with…"); the tests use them. Their
 * digits say what they are: …2000 a 2.0TD point, …3000 a 3.0TD one, …0404 one that cannot be
 * switched, and a gas point of Nedgia.
 */
export const DEMO_REGISTRY_CUPS = {
  available20TD: cupsOf('0031400000002000'),
  available30TD: cupsOf('0031400000003000'),
  notAvailable: cupsOf('0021400000000404'),
  gas: cupsOf('0230400000000001'),
} as const;
