import { datePartsToDate, regionNames } from './rich-fields'

describe('choosers', () => {
  it("names a place from its codes, one level's places at a time", async () => {
    const children = jest.fn(async (parent?: string) =>
      parent === '350000'
        ? [
            { code: '350100', name: '福州市' },
            { code: '350200', name: '厦门市' },
          ]
        : [{ code: '350000', name: '福建省' }],
    )
    expect(await regionNames({ children }, ['350000', '350200'])).toBe('福建省 / 厦门市')
    expect(children.mock.calls).toEqual([[undefined], ['350000']])
    // A code no longer listed shows as it is rather than vanishing.
    expect(await regionNames({ children }, ['350000', '359999'])).toBe('福建省 / 359999')
  })

  it('shows places given by their names as they are, asking nothing for them (a member sheet writes names)', async () => {
    const children = jest.fn(async () => [{ code: '350000', name: '福建省' }])
    expect(await regionNames({ children }, ['福建省', '厦门市', '思明区'])).toBe('福建省 / 厦门市 / 思明区')
    expect(children).not.toHaveBeenCalled()
  })

  it("reads the date picker's columns as a local day and time", () => {
    const date = datePartsToDate(['2026', '09', '08', '14', '30'])
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2026, 8, 8, 14, 30,
    ])
    expect(datePartsToDate(['2026', '09', '08']).getHours()).toBe(0)
  })
})
