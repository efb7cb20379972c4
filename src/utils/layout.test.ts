import { DESIGN_WIDTH, MAX_LAYOUT_WIDTH, WIDE_SCREEN_BREAKPOINT, isWideScreen, rootFontSize } from './layout'

describe('layout constants', () => {
  it('match the 375 px design and 540 px layout cap', () => {
    expect(DESIGN_WIDTH).toBe(375)
    expect(MAX_LAYOUT_WIDTH).toBe(540)
    expect(WIDE_SCREEN_BREAKPOINT).toBe(767)
  })
})

describe('rootFontSize', () => {
  it('is a tenth of the viewport width', () => {
    expect(rootFontSize(DESIGN_WIDTH)).toBe(37.5)
    expect(rootFontSize(320)).toBe(32)
    expect(rootFontSize(414)).toBe(41.4)
  })

  it('stops growing at the maximum layout width', () => {
    expect(rootFontSize(540)).toBe(54)
    expect(rootFontSize(1024)).toBe(54)
  })
})

describe('isWideScreen', () => {
  it('is true only above 767 px', () => {
    expect(isWideScreen(375)).toBe(false)
    expect(isWideScreen(767)).toBe(false)
    expect(isWideScreen(768)).toBe(true)
    expect(isWideScreen(1440)).toBe(true)
  })
})
