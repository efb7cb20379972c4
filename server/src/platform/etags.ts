import { fastifyEtag } from '@fastify/etag'
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { isPersonal } from './security-headers'

// Only a public answer that read something may be revalidated: never an error, a write or a personal (no-store) answer.
const isTaggable = (request: FastifyRequest, reply: FastifyReply) =>
  (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && !isPersonal(request)

/**
 * @fastify/etag's weak ETags, with 304 for a matching If-None-Match, on the answers isTaggable allows: the plugin
 * itself has no filter and would tag every text answer, so it is given an addHook that wraps its hook in one.
 */
export const publicEtags = fp(async (app) => {
  const taggableOnly = {
    addHook: (name: 'onSend', hook: onSendHookHandler) =>
      app.addHook(name, function (request, reply, payload, done) {
        if (isTaggable(request, reply)) hook.call(this, request, reply, payload, done)
        else done(null, payload)
      }),
  }
  await fastifyEtag(taggableOnly as unknown as FastifyInstance, { weak: true })
})
