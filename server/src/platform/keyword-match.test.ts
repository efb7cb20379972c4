import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { asc } from 'drizzle-orm'
import { keywordMatch } from './keyword-match'
import { news } from '../content/schema'
import { withTestApp } from '../test-app'

describe('keywordMatch', () => {
  const t = withTestApp()

  const search = async (keyword: string) => {
    const match = keywordMatch(keyword, {
      titles: [news.titleZh, news.titleEn],
      others: [news.summaryZh, news.summaryEn],
    })
    assert.ok(match)
    return t.db
      .select({ titleZh: news.titleZh, titleEn: news.titleEn, summaryZh: news.summaryZh, summaryEn: news.summaryEn })
      .from(news)
      .where(match.where)
      .orderBy(match.titleFirst, asc(news.id))
  }

  it('is undefined for a blank keyword', () => {
    assert.equal(keywordMatch('  ', { titles: [news.titleZh] }), undefined)
    assert.equal(keywordMatch(undefined, { titles: [news.titleZh] }), undefined)
  })

  it('finds a 2-character Chinese keyword and ranks title hits first', async () => {
    const [first] = await t.db.select({ titleZh: news.titleZh }).from(news).orderBy(asc(news.id)).limit(1)
    const keyword = first.titleZh.slice(0, 2)
    const rows = await search(keyword)
    assert.ok(rows.length > 0)
    const inTitle = rows.map((r) => r.titleZh.includes(keyword) || r.titleEn.includes(keyword))
    assert.ok(inTitle[0])
    assert.deepEqual(
      inTitle,
      [...inTitle].sort((a, b) => Number(b) - Number(a)),
      'no summary-only hit before a title hit',
    )
  })

  it('matches English without regard to case, and % literally', async () => {
    const [first] = await t.db.select({ titleEn: news.titleEn }).from(news).orderBy(asc(news.id)).limit(1)
    const word = first.titleEn.split(' ').find((w) => w.length > 4) ?? first.titleEn
    const rows = await search(word.toUpperCase())
    assert.ok(rows.some((r) => r.titleEn === first.titleEn))
    assert.equal((await search('%')).length, 0)
  })
})
