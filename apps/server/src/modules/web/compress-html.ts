import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** Each coding of an Accept-Encoding header with its weight (RFC 9110 §12.5.3); a bad weight counts as 0. */
function weights(acceptEncoding: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    found.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return found;
}

/**
 * How to encode the page's HTML for a request's Accept-Encoding: brotli (the smaller) unless the
 * browser prefers gzip, gzip when only that is accepted, else as it is. A request without the header
 * gets it as it is (any client that decodes says so).
 */
export function htmlEncodingFor(acceptEncoding: string | undefined): HtmlEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = weights(acceptEncoding);
  const weightOf = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * `html` encoded as `encoding`. Synchronous on purpose: a page is about 10 KB, which brotli at
 * quality 5 (the dynamic-content setting; 11 is for files compressed once, at build) encodes in a
 * fraction of a millisecond, less than a round trip to zlib's thread pool costs.
 */
export function encodeHtml(html: string, encoding: HtmlEncoding): Buffer | string {
  if (encoding === 'identity') return html;
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === 'gzip') return gzipSync(bytes);
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Sends the page's HTML compressed as the request accepts it, with `Vary: Accept-Encoding`. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const encoding = htmlEncodingFor(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encodeHtml(html, encoding));
}
