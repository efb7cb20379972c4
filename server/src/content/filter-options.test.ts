import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Option } from '../../../src/contract/common'
import type { ExhibitionFilterOptions } from '../../../src/contract/exhibition'
import { call, withTestApp } from '../test-app'

const t = withTestApp()

const data = async <T>(method: 'GET' | 'POST', url: string, lang: 'zh' | 'en' = 'zh') =>
  (await call<T>(t.app, method, url, { lang })).body.data

describe('filter options in one call', () => {
  it('answers the project list filters as their own selects do, in the asked language', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const all = await data<Record<string, Option[]>>('GET', '/merchants-client/project/filterOptions', lang)
      assert.deepEqual(all, {
        industryId: await data('POST', '/merchants-client/project/industrySelect', lang),
        carrierId: await data('POST', '/merchants-client/project/carrierSelect', lang),
        investModeId: await data('POST', '/merchants-client/project/pInvestModeSelect', lang),
        pushTimeId: await data('POST', '/merchants-client/project/pushTimeSelect', lang),
      })
    }
  })

  it("gives the major projects' list their own industries", async () => {
    const major = await data<Record<string, Option[]>>('GET', '/merchants-client/project/filterOptions?type=2')
    assert.deepEqual(major.industryId, await data('POST', '/merchants-client/project/industrySelectMajorProject'))
    assert.equal((await call(t.app, 'GET', '/merchants-client/project/filterOptions?type=7')).status, 400)
  })

  it('answers the park list filters', async () => {
    assert.deepEqual(await data('GET', '/merchants-client/park/filterOptions', 'en'), {
      parkTypeId: await data('POST', '/merchants-client/park/parkTypeList', 'en'),
      estateTypeId: await data('POST', '/merchants-client/park/estateTypeList', 'en'),
    })
  })

  it('answers the exhibition and zone filters', async () => {
    const all = await data<ExhibitionFilterOptions>('GET', '/common-client/exhibition/filterOptions')
    assert.deepEqual(all.exhibitionId, await data('GET', '/common-client/exhibition/select'))
    assert.deepEqual(all.areaId, await data('GET', '/common-client/exhibition/areaSelect'))
    assert.ok(all.exhibitionId.length > 0 && all.areaId.length > 0)
  })
})
