import type { DrawResult } from '@/contract/collectible'
import { memoryStorage } from '@/platform/storage'
import { CollectiblesStore } from './collectibles-store'

const draw = (nftName: string, isWin = true): DrawResult => ({ isWin, nftName, img: `${nftName}.png` })

describe('CollectiblesStore', () => {
  it('starts empty', () => {
    expect(new CollectiblesStore(memoryStorage()).list).toEqual([])
  })

  it('adds wins, newest first', () => {
    const store = new CollectiblesStore(memoryStorage())
    store.add(draw('first'))
    store.add(draw('second'))
    expect(store.list.map((d) => d.nftName)).toEqual(['second', 'first'])
  })

  it('ignores draws that won nothing', () => {
    const store = new CollectiblesStore(memoryStorage())
    store.add(draw('win'))
    store.add(draw('empty box', false))
    expect(store.list).toEqual([draw('win')])
  })

  it('starts with the saved list and writes new wins back', () => {
    const storage = memoryStorage({ collectibles: { list: [draw('old')] } })
    const store = new CollectiblesStore(storage)
    expect(store.list).toEqual([draw('old')])
    store.add(draw('new'))
    expect(new CollectiblesStore(storage).list.map((d) => d.nftName)).toEqual(['new', 'old'])
  })
})
