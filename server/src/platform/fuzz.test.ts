import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { RouteOptions } from 'fastify'
import { freshUser, openTestApp, type TestApp } from '../test-app'

// Every POST endpoint, sent what a careless or hostile client sends: the server answers each with a 4xx envelope or
// takes it, and never fails with a 5xx. Bodies are made from each route's own schema.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema }

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024)
const NESTED = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`

/** Values of the wrong kind, or of the right kind but hostile, for a field of this schema. */
function badValues(schema: Schema): unknown[] {
  const types = [schema.type ?? []].flat()
  return [
    types.includes('string') ? 12345 : 'text',
    types.includes('array') ? { not: 'a list' } : [1, 'two', null],
    null,
    -1e308,
    'a\u0000b',
    'half \ud800 a pair',
    'x'.repeat(100_000),
    { $gt: '' },
  ]
}

/** Whole bodies, then each field of the schema given every bad value, the other fields left out. */
function badBodies(schema: Schema | undefined): string[] {
  const bodies = ['[]', '"text"', 'null', '{', NESTED, JSON.stringify({ big: MEGABYTE_TEXT })]
  for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {}))
    for (const value of badValues(fieldSchema)) bodies.push(JSON.stringify({ [field]: value }))
  return bodies
}

let t: TestApp
const routes: { url: string; body?: Schema }[] = []
before(async () => {
  t = await openTestApp({
    onRoute: (route: RouteOptions) => {
      const methods = [route.method].flat()
      if (methods.includes('POST')) routes.push({ url: route.url, body: route.schema?.body as Schema | undefined })
    },
  })
})
after(() => t.close())

describe('every POST endpoint', () => {
  it('answers malformed and hostile bodies with a 4xx envelope, signed in or not, never a 5xx', async () => {
    assert.ok(routes.length > 100, `${routes.length} POST routes`)
    const failures: string[] = []
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1')
      // A user of its own per route: a body that passes (a logout, say) touches nobody else.
      const { token } = await freshUser(t.db)
      for (const payload of badBodies(route.body))
        for (const headers of [{}, { accesstoken: token }]) {
          const answer = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...headers },
            payload,
          })
          if (answer.statusCode >= 500) failures.push(`${answer.statusCode} ${url} ${payload.slice(0, 60)}`)
          else if (answer.statusCode >= 400) assert.ok(typeof answer.json().msg === 'string', `${url} envelope`)
        }
    }
    assert.deepEqual(failures, [])
  })
})
