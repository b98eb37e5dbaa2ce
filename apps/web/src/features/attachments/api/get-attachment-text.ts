import { queryOptions, useQuery } from '@tanstack/react-query';

/** A text-like attachment's content, read through its view URL (served as text/plain). */
export async function getAttachmentText(viewUrl: string): Promise<string> {
  const response = await fetch(viewUrl);
  if (!response.ok) throw new Error('Failed to load attachment');
  return response.text();
}

export function getAttachmentTextQueryOptions(viewUrl: string) {
  return queryOptions({
    queryKey: ['attachments', 'text', viewUrl],
    queryFn: () => getAttachmentText(viewUrl),
    staleTime: Infinity,
  });
}

export function useAttachmentText(viewUrl: string) {
  return useQuery(getAttachmentTextQueryOptions(viewUrl));
}
