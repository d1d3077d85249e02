import type { Readable } from 'node:stream';
import { AgentError } from './errors.js';

/**
 * Reading an upstream's answer with a size limit (api_mode.max_response_mb), for every
 * outbound call that reads a whole body into memory: the registry's calls to upstreams and
 * the demo server's registry client.
 */

/** The answer is larger than the limit (502: the upstream is at fault); `limitBytes` is for the caller's message. */
export class BodyTooLargeError extends AgentError {
  override name = 'BodyTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`the answer is larger than ${describeLimit(limitBytes)}`, { status: 502 });
  }
}

/** `8 MiB` (the setting's unit), or bytes for limits below one MiB. */
export function describeLimit(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

/** api_mode.max_response_mb in bytes. */
export const mibToBytes = (mb: number) => mb * 1024 * 1024;

/**
 * The body as UTF-8 text, reading at most `limitBytes`. A declared Content-Length above the
 * limit fails before anything is read; past the limit reading stops at once. Either way the
 * body is destroyed (the connection closed, so nothing more is received) and
 * BodyTooLargeError thrown.
 */
export function readCapped(body: Readable, limitBytes: number, contentLength?: string | string[]): Promise<string> {
  const declared = Number(Array.isArray(contentLength) ? contentLength[0] : contentLength);
  if (Number.isFinite(declared) && declared > limitBytes) {
    body.destroy();
    return Promise.reject(new BodyTooLargeError(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        body.off('data', onData);
        body.destroy();
        reject(new BodyTooLargeError(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    body.on('data', onData);
    body.once('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks, size).toString('utf8')));
    body.once('error', reject);
  });
}
