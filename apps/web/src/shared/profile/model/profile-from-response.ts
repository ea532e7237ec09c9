import { type TProfile, ZProfileSchema, ZProfileV1ResponseSchema } from '@portal/domain';

/** GET /users/ answers the profile bare in v2 and wrapped in result in v1 (visitor-and-shell §3.10). */
export function profileFromResponse(body: unknown, version: number): TProfile {
  return version >= 2 ? ZProfileSchema.parse(body) : ZProfileV1ResponseSchema.parse(body).result;
}
