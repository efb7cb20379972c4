import { AbortController } from './abort-controller'

describe("the mini program's AbortController", () => {
  it('aborts once: the signal says so with its reason and tells each listener once', () => {
    const controller = new AbortController()
    const heard: string[] = []
    controller.signal.onabort = () => heard.push('onabort')
    controller.signal.addEventListener('abort', () => heard.push('listener'))
    const removed = () => heard.push('removed')
    controller.signal.addEventListener('abort', removed)
    controller.signal.removeEventListener('abort', removed)
    expect(controller.signal.aborted).toBe(false)
    const reason = new Error('gone')
    controller.abort(reason)
    controller.abort(new Error('again'))
    expect(controller.signal.aborted).toBe(true)
    expect(controller.signal.reason).toBe(reason)
    expect(() => controller.signal.throwIfAborted()).toThrow('gone')
    expect(heard).toEqual(['onabort', 'listener'])
  })
})
