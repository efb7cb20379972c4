import { buildQuery, parseQuery, withoutQueryKeys } from './url'

describe('buildQuery', () => {
  it('joins pairs in order without a leading ?', () => {
    expect(buildQuery({ page: 1, size: 20, keyword: 'expo' })).toBe('page=1&size=20&keyword=expo')
  })

  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(buildQuery({ a: undefined, b: null, c: '', d: 0, e: false, f: true })).toBe('d=0&e=false&f=true')
    expect(buildQuery({})).toBe('')
  })

  it('encodes keys and values', () => {
    expect(buildQuery({ 'city name': '厦门 & 泉州', q: 'a=b+c?' })).toBe(
      'city%20name=%E5%8E%A6%E9%97%A8%20%26%20%E6%B3%89%E5%B7%9E&q=a%3Db%2Bc%3F',
    )
  })
})

describe('parseQuery', () => {
  it('parses with or without a leading ?', () => {
    expect(parseQuery('?id=42&lang=en')).toEqual({ id: '42', lang: 'en' })
    expect(parseQuery('id=42&lang=en')).toEqual({ id: '42', lang: 'en' })
    expect(parseQuery('')).toEqual({})
    expect(parseQuery('?')).toEqual({})
  })

  it('decodes keys and values, reading + as a space', () => {
    expect(parseQuery('city%20name=%E5%8E%A6%E9%97%A8&q=a+b&eq=x%3Dy=z')).toEqual({
      'city name': '厦门',
      q: 'a b',
      eq: 'x=y=z',
    })
  })

  it('round-trips buildQuery output', () => {
    const params = { keyword: 'a+b & c=d', city: '厦门', page: '2' }
    expect(parseQuery(buildQuery(params))).toEqual(params)
  })

  it('keeps the raw text of malformed percent-encoding', () => {
    expect(parseQuery('a=100%&b=%E5%8E&c=ok')).toEqual({ a: '100%', b: '%E5%8E', c: 'ok' })
  })

  it('treats keys without = as empty and skips empty parts', () => {
    expect(parseQuery('flag&&x=1&')).toEqual({ flag: '', x: '1' })
  })

  it('keeps the last value of a repeated key', () => {
    expect(parseQuery('tab=1&tab=2')).toEqual({ tab: '2' })
  })
})

describe('withoutQueryKeys', () => {
  it('removes the named keys and keeps the rest as written', () => {
    expect(withoutQueryKeys('https://fair.example.com/news?id=7&token=abc&lang=zh%2DCN', ['token'])).toBe(
      'https://fair.example.com/news?id=7&lang=zh%2DCN',
    )
  })

  it('keeps the hash', () => {
    expect(withoutQueryKeys('/pages/detail?id=7&code=x#comments', ['code'])).toBe('/pages/detail?id=7#comments')
  })

  it('drops a dangling ? when every key is removed', () => {
    expect(withoutQueryKeys('/login?code=x&state=y', ['code', 'state'])).toBe('/login')
    expect(withoutQueryKeys('/login?code=x#top', ['code'])).toBe('/login#top')
    expect(withoutQueryKeys('/login?', [])).toBe('/login')
  })

  it('matches encoded keys by their decoded name', () => {
    expect(withoutQueryKeys('/a?my%20key=1&b=2', ['my key'])).toBe('/a?b=2')
  })

  it('leaves URLs without a query alone, including a ? inside the hash', () => {
    expect(withoutQueryKeys('/pages/index', ['code'])).toBe('/pages/index')
    expect(withoutQueryKeys('/#/pages/index?code=x', ['code'])).toBe('/#/pages/index?code=x')
  })
})
