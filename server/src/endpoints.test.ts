import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { RouteOptions } from 'fastify'
import { call, demoToken, openTestApp, type TestApp } from './test-app'
import type { Endpoint, Transfer } from '../../src/contract/endpoint'

// Every endpoint the contract defines (src/contract/*.endpoints.ts) is served where the app calls it, as its
// definition says: the method and path, and who may call it.

const CONTRACT = new URL('../../src/contract/', import.meta.url)

/** Every endpoint and transfer the contract defines, by group and name. */
async function definedCalls() {
  const modules = readdirSync(fileURLToPath(CONTRACT)).filter((name) => name.endsWith('.endpoints.ts'))
  const endpoints: [string, Endpoint<unknown, unknown>][] = []
  const transfers: [string, Transfer][] = []
  for (const name of modules) {
    const module = (await import(new URL(name, CONTRACT).href)) as Record<
      string,
      Record<string, Endpoint<unknown, unknown> | Transfer>
    >
    for (const [group, calls] of Object.entries(module))
      for (const [key, call] of Object.entries(calls))
        if ('carries' in call) transfers.push([`${group}.${key}`, call])
        else endpoints.push([`${group}.${key}`, call])
  }
  return { endpoints, transfers }
}

let t: TestApp
let endpoints: [string, Endpoint<unknown, unknown>][]
let transfers: [string, Transfer][]
const routes = new Map<string, RouteOptions>()
before(async () => {
  const defined = await definedCalls()
  endpoints = defined.endpoints
  transfers = defined.transfers
  t = await openTestApp({
    // A still clock: a read that gives the server's time (meeting/options) answers two callers alike.
    clock: () => new Date('2026-09-09T10:00:00+08:00'),
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route)
    },
  })
})
after(() => t.close())

describe('the endpoints of the contract', () => {
  it('are each served at their method, service and path, with their access and a schema of their answer', () => {
    assert.ok(endpoints.length > 0)
    for (const [name, endpoint] of endpoints) {
      const route = routes.get(`${endpoint.method} ${endpoint.service}/${endpoint.path}`)
      assert.ok(route, `${name} is served`)
      assert.equal(route.config?.access, endpoint.access, `${name} has its access`)
      assert.ok(route.schema?.response, `${name} answers from a schema`)
    }
  })

  it('that need a user answer 30000 without a token and 401 for an unknown one, before reading their input', async () => {
    for (const [name, endpoint] of endpoints.filter(([, e]) => e.access === 'user')) {
      const url = `${endpoint.service}/${endpoint.path}`
      const body = endpoint.method === 'POST' ? {} : undefined
      assert.equal((await call(t.app, endpoint.method, url, { body })).body.code, 30000, `${name} without a token`)
      const stale = await call(t.app, endpoint.method, url, { body, token: 'f'.repeat(64) })
      assert.equal(stale.body.code, 401, `${name} with an unknown token`)
    }
  })

  it('that anyone may call answer a guest and a signed-in user alike', async () => {
    // The reads that take nothing required: called as they are.
    const bare = endpoints.filter(([, e]) => {
      const query = routes.get(`GET ${e.service}/${e.path}`)?.schema?.querystring as { required?: string[] } | undefined
      return e.access === 'public' && e.method === 'GET' && !e.path.includes(':') && !query?.required?.length
    })
    assert.ok(bare.length > 0)
    for (const [name, endpoint] of bare) {
      const url = `${endpoint.service}/${endpoint.path}`
      const guest = await call(t.app, 'GET', url)
      // Never refused for want of a session (a read needing one of two fields may refuse a bare call, to both alike).
      assert.ok(![30000, 401].includes(guest.body.code), `${name} for a guest`)
      assert.deepEqual((await call(t.app, 'GET', url, { token: await demoToken(t.db) })).body, guest.body, name)
    }
  })

  it('and its transfers (files, sheets, a socket) are each served at their method, service and path', () => {
    assert.ok(transfers.length > 0)
    for (const [name, transfer] of transfers)
      assert.ok(routes.get(`${transfer.method} ${transfer.service}/${transfer.path}`), `${name} is served`)
  })
})
