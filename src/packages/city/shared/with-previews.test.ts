import { failedState, loadingState, readyState } from '@/components/use-endpoint'
import { ApiError } from '@/services/http/errors'
import { withPreviews } from './with-previews'

describe('a read with previews beside it', () => {
  it('waits for the read only, and then carries each preview with its own state', () => {
    const failing = failedState(new ApiError('network'))
    expect(withPreviews(loadingState(), { list: readyState([1]) }).data).toBeUndefined()
    const shown = withPreviews(readyState('city'), { list: failing })
    expect(shown.status).toBe('ready')
    expect(shown.data).toEqual(['city', { list: failing }])
  })

  it('fails with the read, whatever the previews', () => {
    const error = new ApiError('network')
    const shown = withPreviews(failedState(error), { list: readyState([1]) })
    expect(shown.status).toBe('error')
    expect(shown.error).toBe(error)
    expect(shown.data).toBeUndefined()
  })

  it('asks again for the read and every preview on a reload', async () => {
    const reloads = [jest.fn(), jest.fn(), jest.fn()].map((reload) => reload.mockResolvedValue(undefined))
    const [read, clusters, services] = reloads
    await withPreviews(readyState('city', read), {
      clusters: readyState([], clusters),
      services: readyState([], services),
    }).reload()
    for (const reload of reloads) expect(reload).toHaveBeenCalledTimes(1)
  })
})
