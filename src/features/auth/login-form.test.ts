import { ApiError } from '@/services/http/errors'
import { accountError, afterLoginTarget, codeError, failureMessage } from './login-form'

describe('accountError', () => {
  it('checks a mainland mobile for the phone method', () => {
    expect(accountError('phone', '13812345678')).toBeNull()
    expect(accountError('phone', ' +86 13812345678 ')).toBeNull()
    expect(accountError('phone', '')).toBe('login.invalidPhone')
    expect(accountError('phone', '12812345678')).toBe('login.invalidPhone')
    expect(accountError('phone', 'a@example.com')).toBe('login.invalidPhone')
  })

  it('checks an email for the email method', () => {
    expect(accountError('email', 'Alice@Example.com')).toBeNull()
    expect(accountError('email', 'alice@')).toBe('login.invalidEmail')
    expect(accountError('email', '13812345678')).toBe('login.invalidEmail')
  })
})

describe('codeError', () => {
  it('wants exactly six digits', () => {
    expect(codeError('042917')).toBeNull()
    expect(codeError(' 042917 ')).toBeNull()
    for (const bad of ['', '12345', '1234567', '12345a']) expect(codeError(bad)).toBe('login.invalidCode')
  })
})

describe('failureMessage', () => {
  it("prefers the server's message, then a message for the kind of failure", () => {
    expect(failureMessage(new ApiError('server', { code: 429, msg: 'wait' }))).toEqual({ text: 'wait' })
    expect(failureMessage(new ApiError('network'))).toEqual({ key: 'error.network' })
    expect(failureMessage(new ApiError('timeout'))).toEqual({ key: 'error.timeout' })
    expect(failureMessage(new Error('boom'))).toEqual({ key: 'error.unknown' })
  })
})

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
