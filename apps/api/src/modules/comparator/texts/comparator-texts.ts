/**
 * The words of the comparison's header and content (visitor-and-shell §3.5), in the six languages
 * of the portal. Every argument arrives formatted by the domain's formatting and escaped.
 */
export interface ComparatorTexts {
  header: {
    /** We cost less: product, our amount, what was paid, the saving. */
    saving: (product: string, ours: string, paid: string, saving: string) => string;
    /** We cost the same or more. */
    noSaving: (product: string, ours: string, paid: string) => string;
  };
  content: {
    /** The period priced: from, to, days. */
    period: (start: string, end: string, days: string) => string;
    /** The year's saving. */
    yearlySaving: (saving: string) => string;
    /** No saving over the year: our year's amount and theirs. */
    yearlyNoSaving: (ours: string, theirs: string) => string;
    /** What the year's figure is (an estimate, how it was made). */
    estimate: string;
    /** Prices and taxes: those in force on the period's dates. */
    basis: string;
  };
}
