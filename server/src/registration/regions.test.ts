import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { englishName } from './regions.service'
import type { Region } from '../../../src/contract/registration'
import { call, withTestApp } from '../test-app'

const t = withTestApp()

const regions = (query: string, lang: 'zh' | 'en' = 'zh') =>
  call<Region[]>(t.app, 'GET', `/common-client/registration/regions${query}`, { lang })

describe('GET /common-client/registration/regions', () => {
  it('answers the provinces without a parent, in Chinese and in English, to anyone', async () => {
    const zh = await regions('')
    assert.equal(zh.status, 200)
    assert.equal(zh.body.data.length, 34)
    assert.deepEqual(
      zh.body.data.find((place) => place.code === '350000'),
      { code: '350000', name: '福建省' },
    )
    const en = await regions('', 'en')
    const names = new Map(en.body.data.map((place) => [place.code, place.name]))
    assert.deepEqual(
      ['350000', '110000', '450000', '150000', '610000', '810000'].map((code) => names.get(code)),
      ['Fujian', 'Beijing', 'Guangxi', 'Inner Mongolia', 'Shaanxi', 'Hong Kong'],
    )
  })

  it("answers a province's cities and a city's counties, and nothing under a county", async () => {
    const cities = await regions('?parent=350000', 'en')
    assert.ok(cities.body.data.some((place) => place.code === '350200' && place.name === 'Xiamen'))
    assert.ok(cities.body.data.every((place) => place.code.startsWith('35')))
    const counties = await regions('?parent=350200')
    assert.deepEqual(
      counties.body.data.map((place) => place.name),
      ['思明区', '海沧区', '湖里区', '集美区', '同安区', '翔安区'],
    )
    assert.equal((await regions('?parent=350203', 'en')).body.data.length, 0)
  })

  it('refuses a code that is not six digits', async () => {
    const answer = await regions('?parent=35')
    assert.equal(answer.status, 400)
  })

  it('spells names without their administrative words, unless one character would be left', () => {
    assert.deepEqual(
      ['思明区', '延边朝鲜族自治州', '新疆维吾尔自治区', '澳门特别行政区', '城区', '阿拉善盟'].map(englishName),
      ['Siming', 'Yanbian', 'Xinjiang', 'Macao', 'Chengqu', 'Alashan'],
    )
  })
})
