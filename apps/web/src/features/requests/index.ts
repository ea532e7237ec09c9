/** The requests mailbox (customer-area §2): /solicituts, /solicituts/crear, /solicituts/:id. Pages load lazily (app/router/pages.ts). */
export { OUTCOME_LOOK, outcomeMessageKey, requestPaths } from './model/request-look.ts';
