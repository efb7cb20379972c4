import { CITY_HISTORY_MAX, KEYWORD_HISTORY_MAX, pushBounded } from './bounded-history'

const pushAll = (items: string[], max: number) =>
  items.reduce<string[]>((list, item) => pushBounded(list, item, max), [])

describe('history limits', () => {
  it('keeps 6 keywords and 9 cities', () => {
    expect(KEYWORD_HISTORY_MAX).toBe(6)
    expect(CITY_HISTORY_MAX).toBe(9)
  })
})

describe('pushBounded', () => {
  it('keeps the most recent distinct entries first, up to max', () => {
    const list = pushAll(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], KEYWORD_HISTORY_MAX)
    expect(list).toEqual(['h', 'g', 'f', 'e', 'd', 'c'])
  })

  it('moves a re-added entry to the front instead of duplicating it', () => {
    const list = pushAll(['a', 'b', 'c', 'a'], KEYWORD_HISTORY_MAX)
    expect(list).toEqual(['a', 'c', 'b'])
  })

  it('does not drop an older entry when a duplicate is re-added to a full list', () => {
    const full = pushAll(['a', 'b', 'c', 'd', 'e', 'f'], KEYWORD_HISTORY_MAX)
    expect(pushBounded(full, 'c', KEYWORD_HISTORY_MAX)).toEqual(['c', 'f', 'e', 'd', 'b', 'a'])
  })

  it('never mutates the input list', () => {
    const list = Object.freeze(['b', 'a'])
    const next = pushBounded(list, 'a', 6)
    expect(next).toEqual(['a', 'b'])
    expect(list).toEqual(['b', 'a'])
    expect(next).not.toBe(list)
  })

  it('uses the given equality for objects', () => {
    const xiamen = { code: '350200', name: 'Xiamen' }
    const list = [
      { code: '110000', name: 'Beijing' },
      { code: '350200', name: '厦门' },
    ]
    const next = pushBounded(list, xiamen, CITY_HISTORY_MAX, (a, b) => a.code === b.code)
    expect(next).toEqual([xiamen, { code: '110000', name: 'Beijing' }])
  })

  it('compares with Object.is by default', () => {
    expect(pushBounded([{ id: 1 }], { id: 1 }, 6)).toHaveLength(2)
    expect(pushBounded([NaN, 1], NaN, 6)).toEqual([NaN, 1])
  })

  it('returns an empty list when max is 0 or less', () => {
    expect(pushBounded(['a'], 'b', 0)).toEqual([])
    expect(pushBounded(['a'], 'b', -1)).toEqual([])
  })
})
