import {
  getSigningDocumentEndpoint,
  readSigningLinkEndpoint,
  sendSigningCodeEndpoint,
  signWithCodeEndpoint,
  type TSigningChannel,
  type TSigningSignRequest,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /api/v1/signatures/link {token}: what the link is for. Not retried: a dead link answers
 * 410 at once, and every try counts against the link's throttle.
 */
export const useSigningLink = (token: string | undefined) =>
  useQuery({
    queryKey: ['signatures', 'link', token],
    queryFn: ({ signal }) => apiCall(readSigningLinkEndpoint, { body: { token: token ?? '' } }, { signal }),
    enabled: token !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/v1/signatures/link/document {token}: the PDF to sign, as a Blob. */
export const useSigningDocument = (token: string) =>
  useMutation({ mutationFn: () => apiCall(getSigningDocumentEndpoint, { body: { token } }) });

/** POST /api/v1/signatures/link/code {token, channel}: a new code to the contract's e-mail or mobile. */
export const useSendSigningCode = (token: string) =>
  useMutation({ mutationFn: (channel: TSigningChannel) => apiCall(sendSigningCodeEndpoint, { body: { token, channel } }) });

/** POST /api/v1/signatures/link/sign {token, code, document_sha256}. */
export const useSignWithCode = () => useMutation({ mutationFn: (body: TSigningSignRequest) => apiCall(signWithCodeEndpoint, { body }) });
