import { createAtcClaimEndpoint, type TAtcClaim } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/**
 * POST /api/v1/contracts/:contractName/atc/ as multipart (customer-area §7): contract, tipus,
 * subtipus, comments and the optional attachment → { result: { case_number } }.
 */
export async function createAtcClaim(claim: TAtcClaim, attachment: File | undefined) {
  const form = new FormData();
  form.append('contract', claim.contract);
  form.append('tipus', String(claim.tipus));
  form.append('subtipus', claim.subtipus);
  form.append('comments', claim.comments);
  if (attachment) form.append('attachment', attachment, attachment.name);
  return apiCall(createAtcClaimEndpoint, { params: { contractName: claim.contract }, body: form });
}

export const useCreateAtcClaim = () =>
  useMutation({
    mutationFn: ({ claim, attachment }: { claim: TAtcClaim; attachment: File | undefined }) => createAtcClaim(claim, attachment),
  });
