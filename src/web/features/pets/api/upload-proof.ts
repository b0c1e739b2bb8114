import { useMutation } from '@tanstack/react-query';
import type { UploadedProof } from '@shared/contracts/vaccinations';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/vaccination-proofs: the file as it is (PNG, JPEG, WebP or PDF, at most 5 MB); 201 names it for the record. */
export function uploadProof(file: Blob): Promise<UploadedProof> {
  return apiRequest<UploadedProof>('/api/vaccination-proofs', { method: 'POST', file });
}

export function useUploadProof() {
  return useMutation({ mutationFn: uploadProof });
}
