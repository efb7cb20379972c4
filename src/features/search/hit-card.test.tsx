import TestUtils from '@tarojs/test-utils-react'
import type { SearchHit } from '@/contract/search'
import { HitCard } from './hit-card'

const hit: SearchHit = { id: 7, type: 1, title: '厦门海联科技', summary: '', cover: '', time: 0 }

async function dateShown(time: number) {
  await new TestUtils().mount(() => <HitCard hit={{ ...hit, time }} onOpen={() => undefined} />)
  return document.querySelector('.search-hit__time')?.textContent ?? null
}

describe('a search hit', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('is dated on the fair’s clock, whatever the device’s time zone', async () => {
    // 17:30 on 6 October in UTC is 01:30 on the 7th in Xiamen: the day its page shows.
    expect(await dateShown(Date.UTC(2026, 9, 6, 17, 30))).toBe('2026-10-07')
  })

  it('shows no date when it has none, never 1970-01-01', async () => {
    expect(await dateShown(0)).toBeNull()
    expect(document.body.textContent).toContain('厦门海联科技')
  })
})
