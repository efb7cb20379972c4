import { applySetData, splitPath } from '../../scripts/weapp/set-data.cjs'

describe('the mini program setData merge of the page tools', () => {
  it('splits WeChat paths and Taro paths with a dot before the index alike', () => {
    expect(splitPath('list[2].title')).toEqual(['list', 2, 'title'])
    expect(splitPath('root.cn.[0].cn.[3].v')).toEqual(['root', 'cn', 0, 'cn', 3, 'v'])
  })

  it('replaces the node a later call names instead of keeping the earlier state beside it', () => {
    const data = { root: { cn: [{ cn: [{ v: '加载中...' }] }] } }
    applySetData(data, { 'root.cn.[0].cn': [{ v: '项目列表' }, { v: '共 3 个' }] })
    expect(data).toEqual({ root: { cn: [{ cn: [{ v: '项目列表' }, { v: '共 3 个' }] }] } })
  })

  it('creates arrays for numeric keys and objects otherwise, and copies the values it stores', () => {
    const value = { nn: 'view' }
    const data: { root?: { cn?: unknown } } = applySetData({}, { 'root.cn.[1]': value, 'page.title': undefined })
    value.nn = 'text'
    expect(data).toEqual({ root: { cn: [undefined, { nn: 'view' }] }, page: { title: null } })
    expect(Array.isArray(data.root?.cn)).toBe(true)
  })
})
