import { compareLines, textLines } from '../../scripts/weapp/compare.mjs'

describe('comparing a mini program page with its H5 twin', () => {
  it('reads the lines a person sees, without blank lines or surrounding space', () => {
    expect(textLines('  项目列表 \n\n共 3 个\n  ')).toEqual(['项目列表', '共 3 个'])
  })

  it('counts the share of distinct lines both show, in any order and spacing', () => {
    const result = compareLines(['项目列表', '共 3 个', '新能源'], ['共3个', '项目列表', '新材料'])
    expect(result.similarity).toBe(2 / 4)
    expect(result.onlyWeapp).toEqual(['新能源'])
    expect(result.onlyH5).toEqual(['新材料'])
  })

  it('calls two pages with the same lines the same', () => {
    expect(compareLines(['a', 'b', 'a'], ['b', 'a']).similarity).toBe(1)
  })
})
