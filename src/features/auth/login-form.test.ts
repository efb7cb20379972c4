import { afterLoginTarget } from './login-form'

describe('afterLoginTarget', () => {
  it('opens an H5 path with openLink, decoded once when it arrives encoded', () => {
    expect(afterLoginTarget('/projectDetail?id=3')).toEqual({ kind: 'link', url: '/projectDetail?id=3' })
    expect(afterLoginTarget('%2FprojectDetail%3Fid%3D3%26type%3D1')).toEqual({
      kind: 'link',
      url: '/projectDetail?id=3&type=1',
    })
    expect(afterLoginTarget('/my')).toEqual({ kind: 'link', url: '/my' })
  })

  it('replaces the page for a page-module path, switching tab (without query) for a tab page', () => {
    expect(afterLoginTarget('/packages/content/project-detail/index?id=3')).toEqual({
      kind: 'page',
      url: '/packages/content/project-detail/index?id=3',
      tab: false,
    })
    expect(afterLoginTarget('/pages/my/index?x=1')).toEqual({ kind: 'page', url: '/pages/my/index', tab: true })
  })

  it('goes back for nothing, another origin, an unknown path or the login page itself', () => {
    for (const redirect of [
      undefined,
      '',
      'https://evil.example/x',
      '//evil.example/x',
      '/nowhere',
      '/login',
      '/pages/login/index',
    ]) {
      expect(afterLoginTarget(redirect)).toEqual({ kind: 'back' })
    }
  })
})
