import { assetUrl, withAssetUrls } from './asset-url'

describe('asset URLs', () => {
  it('prefixes root-relative paths with the API base and leaves others alone', () => {
    expect(assetUrl('/static/img/project-1.svg', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/static/img/project-1.svg',
    )
    expect(assetUrl('https://cdn.example/a.png', 'http://127.0.0.1:8080')).toBe('https://cdn.example/a.png')
    expect(assetUrl('//cdn.example/a.png', 'http://127.0.0.1:8080')).toBe('//cdn.example/a.png')
    expect(assetUrl('/static/img/a.svg', '')).toBe('/static/img/a.svg')
  })

  it('rewrites rich-text image sources but not links', () => {
    const html =
      '<p><img src="/static/img/a.svg" alt="a"><a href="/projectList">x</a><img alt="b" src="https://cdn.example/b.png"></p>'
    expect(withAssetUrls(html, 'http://h:1')).toBe(
      '<p><img src="http://h:1/static/img/a.svg" alt="a"><a href="/projectList">x</a><img alt="b" src="https://cdn.example/b.png"></p>',
    )
    expect(withAssetUrls(html, '')).toBe(html)
  })
})
