import { defineEndpoint } from '../../api/endpoint.ts';
import { ZStaffHtmlPreviewResponseSchema, ZStaffHtmlPreviewSchema } from '../staff-content-schemas.ts';

/** POST /api/v1/staff/html/preview (a supervisor): { html } → { html }, cleaned by the sanitiser that cleans every block and banner on save and on read: the console previews exactly what visitors get. Stores nothing. */
export const previewStaffHtmlEndpoint = defineEndpoint({
  name: 'staff.htmlPreview',
  method: 'POST',
  path: '/staff/html/preview',
  versions: [1],
  auth: false,
  tags: ['staff'],
  summary: 'Staff (supervisor): HTML as visitors will get it (sanitised)',
  body: ZStaffHtmlPreviewSchema,
  response: ZStaffHtmlPreviewResponseSchema,
  errors: [400, 401, 403],
});
