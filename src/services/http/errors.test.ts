import { ApiError, isApiError } from './errors'

describe('ApiError', () => {
  it('carries the envelope fields of the rejected body', () => {
    const error = new ApiError('server', { code: 500, msg: 'Server busy', data: { retry: true } })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ApiError')
    expect(error.kind).toBe('server')
    expect(error).toMatchObject({ code: 500, msg: 'Server busy', data: { retry: true } })
    expect(error.message).toBe('Server busy')
  })

  it('uses the kind as message and empty envelope fields when there is no body', () => {
    const error = new ApiError('network')
    expect(error.message).toBe('network')
    expect(error).toMatchObject({ code: 0, msg: '', data: null })
  })

  it('isApiError tells ApiErrors from other values', () => {
    expect(isApiError(new ApiError('timeout'))).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError({ code: 500, msg: 'x', data: null })).toBe(false)
    expect(isApiError(undefined)).toBe(false)
  })
})
