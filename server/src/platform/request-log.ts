import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { loggableError } from './db-errors'
import { stripTokenQuery } from './redact'

/**
 * Fastify's request log cut to one line per answer (method, URL without credential queries, status, time, client),
 * in place of a line for each request and another for its answer, each serialising the request's headers.
 */
export class AnswerLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: stripTokenQuery(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    }
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'answer failed')
    else reply.log.info(line, 'answered')
  }
}
