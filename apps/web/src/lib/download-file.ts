import { api, API_BASE_URL } from './api';
import { ApiError } from './api-error';
import { tokenStorage } from './token-storage';

/**
 * GET an API path with the bearer token, as a Blob (file bodies do not go through the JSON
 * client). A refused answer throws an ApiError with `failureMessage(response)`.
 */
export async function fetchApiFile(
  path: string,
  failureMessage: (response: Response) => string | Promise<string>,
): Promise<Blob> {
  await api.refreshIfExpiring();
  const token = tokenStorage.getAccessToken();
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(await failureMessage(response), response.status);
  return response.blob();
}

/** Hands a Blob to the browser as a download under `filename`. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
