import { FIT, MAX_SCALE, panBy, picturesOf, pinch, zoomTo } from './zoom'

describe('the picture viewer’s zoom', () => {
  it('zooms between fit and four times, centring again at fit', () => {
    expect(zoomTo(FIT, 2)).toEqual({ scale: 2, x: 0, y: 0 })
    expect(zoomTo({ scale: 2, x: 30, y: 10 }, 9).scale).toBe(MAX_SCALE)
    expect(zoomTo({ scale: 2, x: 30, y: 10 }, 0.5)).toEqual(FIT)
  })

  it('drags a zoomed picture no further than its overhang, and not at all at fit', () => {
    expect(panBy(FIT, 50, 50, 375, 560)).toEqual(FIT)
    expect(panBy({ scale: 2, x: 0, y: 0 }, 500, -20, 375, 560)).toEqual({ scale: 2, x: 187.5, y: -20 })
  })

  it('scales with the distance between two fingers', () => {
    expect(pinch(1, 100, 200)).toBe(2)
    expect(pinch(2, 100, 10)).toBe(1)
    expect(pinch(1.5, 0, 10)).toBe(1.5)
  })

  it('reads the pictures of the query, skipping what does not decode', () => {
    expect(picturesOf(`${encodeURIComponent('/static/img/hotel-1.svg')},%E0%A4%A,`)).toEqual([
      '/static/img/hotel-1.svg',
    ])
    expect(picturesOf(undefined)).toEqual([])
  })

  it('reads the query as the H5 router hands it over, still encoded', () => {
    const urls = ['/static/img/hotel-1.svg', '/uploads/a b.png'].map(encodeURIComponent).join(',')
    expect(picturesOf(encodeURIComponent(urls))).toEqual(['/static/img/hotel-1.svg', '/uploads/a b.png'])
  })
})
