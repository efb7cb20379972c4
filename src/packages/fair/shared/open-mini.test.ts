import { openTagMarkup } from './open-mini'

describe('the open tag', () => {
  it('launches the page as WeChat names it, with attributes that cannot break out of the tag', () => {
    const markup = openTagMarkup('gh_abc"x', 'pages/home/index?from=share', 'Open <now>')
    expect(markup).toContain('username="gh_abc&quot;x"')
    expect(markup).toContain('path="pages/home/index.html?from=share"')
    expect(markup).toContain('Open &lt;now&gt;')
    expect(markup).toMatch(/^<wx-open-launch-weapp [^>]*><script type="text\/wxtag-template">/)
  })
})
