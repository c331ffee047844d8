import { ApiError, prepare, settle } from './api-client';
import { replaceToken } from './session';

/** The file name the server gives in Content-Disposition, else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file of the API (a CSV export, a receipt's PDF) and has the browser save it. The session token travels
 * in a header (X-XSRF-TOKEN), never a cookie, so a plain link would be refused: the file is fetched with the API
 * client's headers and saved from a Blob. A refusal is the ApiError any call gets.
 */
export async function downloadFile(path: string, { accept, fallbackName }: { accept: string; fallbackName: string }) {
  const { token, request } = prepare('GET', path, undefined);
  let response: Response;
  try {
    // The typed client reads JSON; this answer is a file, fetched with the client's own headers and refusals.
    // eslint-disable-next-line no-restricted-globals
    response = await fetch(request.url, { headers: { ...request.headers, accept } });
  } catch {
    throw new ApiError(0, undefined, 'Server error. Please try again.');
  }
  const freshToken = response.headers.get('x-xsrf-token');
  if (response.status !== 200) {
    const payload: unknown = await response.json().catch(() => undefined);
    settle({ status: response.status, statusText: response.statusText, freshToken, payload }, token);
  }
  if (freshToken) replaceToken(freshToken);
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
