import { NEWSLETTER_PARAMS_HEADER } from '@portal/domain';

/** The signed params travel in a header, never in the API's URLs (which logs keep). */
export const paramsHeaders = (params: string | undefined) => (params ? { headers: { [NEWSLETTER_PARAMS_HEADER]: params } } : {});
