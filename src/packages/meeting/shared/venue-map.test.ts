import { COLORS } from '@/styles/colors'
import { asciiBase64, destinationOf, HALL_BOXES, routeTo, svgDataUri, venueSvg } from './venue-map'

describe('the venue map', () => {
  it('knows the nine halls and sends any other venue to the conference centre', () => {
    expect(Object.keys(HALL_BOXES).sort()).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2', 'C3'])
    expect(destinationOf('b2')).toEqual({ kind: 'hall', hall: 'B2' })
    expect(destinationOf('厦门国际会议中心 一楼报告厅')).toEqual({ kind: 'conference' })
    expect(destinationOf('HTL')).toEqual({ kind: 'hotel' })
    expect(destinationOf('')).toBeUndefined()
  })

  it('walks straight north into the hall in front of the entrance', () => {
    expect(routeTo({ kind: 'hall', hall: 'A2' }).steps).toEqual([{ dir: 'north', to: 'A2' }])
  })

  it('turns along the south concourse to a side hall of row A', () => {
    expect(routeTo({ kind: 'hall', hall: 'A3' }).steps).toEqual([
      { dir: 'north', to: 'row:A' },
      { dir: 'east', to: 'A3' },
    ])
  })

  it('takes a walkway north to the corridor of rows B and C, ending at the door in the middle of the south side', () => {
    const b2 = routeTo({ kind: 'hall', hall: 'B2' })
    expect(b2.steps).toEqual([
      { dir: 'north', to: 'row:A' },
      { dir: 'west', to: 'walk:west' },
      { dir: 'north', to: 'row:B' },
      { dir: 'east', to: 'B2' },
    ])
    const box = HALL_BOXES.B2
    expect(b2.points.at(-1)).toEqual([box.x + box.w / 2, box.y + box.h])
    expect(routeTo({ kind: 'hall', hall: 'C3' }).steps.map((s) => s.to)).toEqual(['row:A', 'walk:east', 'row:C', 'C3'])
  })

  it('leaves by the east door for the conference centre and its hotel', () => {
    expect(routeTo({ kind: 'conference' }).steps).toEqual([{ dir: 'east', to: 'conference' }])
    expect(routeTo({ kind: 'hotel' }).steps).toEqual([
      { dir: 'east', to: 'conference' },
      { dir: 'south', to: 'hotel' },
    ])
  })

  it('draws the destination in the brand colour and the halls without zones in grey, as a base64 SVG image', () => {
    const destination = destinationOf('C1')!
    const svg = venueSvg({ inUse: new Set(['A1', 'C1']), destination, route: routeTo(destination) })
    expect(svg.split(`fill="${COLORS.primarySoft}" stroke="${COLORS.primary}"`)).toHaveLength(2)
    expect(svg.split(`fill="${COLORS.fill}"`)).toHaveLength(8)
    expect(svg).toContain('stroke-dasharray')
    expect(svgDataUri(svg).startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(asciiBase64('<svg/>')).toBe(Buffer.from('<svg/>').toString('base64'))
    expect(asciiBase64('ab')).toBe('YWI=')
  })
})
