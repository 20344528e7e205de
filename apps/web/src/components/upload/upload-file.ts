import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { UPLOAD_FIELD, type UploadedFile } from '@atrium/shared/schemas/platform/files';
import { API_BASE, PRODUCT_HEADER, baseQueryWithRefresh } from '../../lib/api';
import { type Envelope } from '../../lib/api-errors';
import type { SessionState } from '../../lib/session-slice';

export type { UploadedFile };
export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}
export type UploadFn = (file: File, options?: UploadOptions) => Promise<Envelope<UploadedFile>>;

/** Thrown on failure, shaped like an RTK Query error so errorMessage() reads data.message. */
export interface UploadError {
  status: number | 'FETCH_ERROR' | 'ABORTED';
  data?: unknown;
}
export const isUploadAborted = (error: unknown) => (error as UploadError | undefined)?.status === 'ABORTED';

interface RawAnswer {
  status: number;
  body: unknown;
}

// XMLHttpRequest rather than fetch: fetch reports no upload progress.
function send(file: File, token: string | null, { onProgress, signal }: UploadOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.open('POST', `${API_BASE}/files`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('product', PRODUCT_HEADER);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
    xhr.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies UploadError);
    xhr.onabort = () => reject({ status: 'ABORTED' } satisfies UploadError);
    if (signal?.aborted) return reject({ status: 'ABORTED' } satisfies UploadError);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads through POST /api/files with the session's token, refreshing it once on a 401. */
export function useUploadFile(): UploadFn {
  const store = useStore<{ auth: SessionState }>();
  return useCallback<UploadFn>(
    async (file, options = {}) => {
      const attempt = () => send(file, store.getState().auth.accessToken, options);
      let answer = await attempt();
      if (answer.status === 401) {
        // The shared base query owns the single-flight refresh: an authenticated call through it
        // renews expired tokens (and signs out when the session is gone), then we retry once.
        const probe = await baseQueryWithRefresh(
          'users/me',
          {
            dispatch: store.dispatch,
            getState: store.getState,
            signal: options.signal ?? new AbortController().signal,
            abort: () => undefined,
            extra: undefined,
            endpoint: 'uploadFile',
            type: 'mutation',
          },
          {},
        );
        if (!probe.error) answer = await attempt();
      }
      if (answer.status >= 200 && answer.status < 300) return answer.body as Envelope<UploadedFile>;
      throw { status: answer.status, data: answer.body } satisfies UploadError;
    },
    [store],
  );
}
