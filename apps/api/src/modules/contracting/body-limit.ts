import { Transform } from 'node:stream';
import { fileTooLargeMessage } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/http/errors.ts';

/**
 * The largest body a route takes when its limit is a setting that can change at run time (a
 * Fastify bodyLimit is fixed when the route is registered): refused at once by its declared
 * length, else counted as it arrives and cut at the limit, never read whole first. 413
 * payload_too_large with the per-file limit in MB, as every upload's refusal words it.
 */
export function bodyWithin(limit: () => Promise<{ bytes: number; fileLimitBytes: number }>) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    const { bytes, fileLimitBytes } = await limit();
    const tooLarge = () => {
      const message = fileTooLargeMessage(fileLimitBytes);
      return new ApiError(413, 'payload_too_large', message.key, { body: { limit_mb: message.values.mb } });
    };
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > bytes) throw tooLarge();
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        // Fastify compares this with the declared length once the body has arrived.
        (counted as Transform & { receivedEncodedLength?: number }).receivedEncodedLength = seen;
        if (seen > bytes) done(tooLarge());
        else done(null, chunk);
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    return payload.pipe(counted);
  };
}
