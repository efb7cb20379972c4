import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { RegionSection } from '../../../src/contract/city'
import { call, HAN, withTestApp } from '../test-app'

const t = withTestApp()

describe('the Gansu regional section', () => {
  it('shows the province with its figures, its member cities and their latest projects, in both languages', async () => {
    const zh = await call<RegionSection>(t.app, 'GET', '/common-client/region/section?code=gansu')
    assert.equal(zh.status, 200)
    assert.equal(zh.body.data.name, '甘肃')
    assert.equal(zh.body.data.figures.length, 4)
    assert.deepEqual(
      zh.body.data.cities.map((c) => c.id),
      [620100],
    )
    assert.ok(zh.body.data.projects.length > 0)
    assert.ok(zh.body.data.projects.every((p) => p.region === '兰州市'))
    const en = (await call<RegionSection>(t.app, 'GET', '/common-client/region/section?code=gansu', { lang: 'en' }))
      .body.data
    assert.doesNotMatch(en.name + en.slogan + en.intro + JSON.stringify(en.figures), HAN)
    assert.equal((await call(t.app, 'GET', '/common-client/region/section?code=tibet')).status, 404)
    assert.equal((await call(t.app, 'GET', '/common-client/region/section?code=G1')).status, 400)
  })
})
