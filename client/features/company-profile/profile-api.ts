import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CompanyAttachment, CompanyLogo } from '../../../worker/features/companies/company-profile.schemas';
import { logoCrop } from '../../components/ui/ImageCropper';
import { useTRPC } from '../../lib/trpc';
import { postEnvelope } from '../../lib/post-envelope';

/** Forgets the profile, logo and documents after a change, so every section shows what the server keeps. */
export function useInvalidateCompanyProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: trpc.company.pathKey() }), [queryClient, trpc]);
}

/** The cropped logo (docs/product.md#the-profile) replaces the old one; the server reads its type from the bytes. */
export function uploadLogo(logo: Blob, onProgress: (percent: number) => void) {
  const extension = logoCrop.outputType === 'image/png' ? 'png' : 'jpg';
  const file = new File([logo], `logo.${extension}`, { type: logo.type || logoCrop.outputType });
  return postEnvelope<{ logo: CompanyLogo | null }>('/api/v1/company-logos', {}, { logo: file }, onProgress);
}

export function uploadDocument(file: File, onProgress: (percent: number) => void) {
  return postEnvelope<{ attachment: CompanyAttachment }>('/api/v1/companies/attachments', {}, { file }, onProgress);
}
