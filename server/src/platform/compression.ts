import type { FastifyCompressOptions } from '@fastify/compress'

/**
 * @fastify/compress for the API's JSON: brotli (its fast level 4) or gzip as Accept-Encoding asks, answers from 1 KB
 * up only (below that the headers outweigh the saving); request bodies are never compressed by the app.
 */
export const answerCompression: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  globalDecompression: false,
}
