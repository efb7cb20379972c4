import type Taro from '@tarojs/taro'
import { ApiError } from '@/services/http/errors'
import { saveInBrowser } from './save-sheet-browser'
import { saveInMiniProgram } from './save-sheet-mini'

const download = { url: 'http://api/network/leads/export', headers: { accesstoken: 'tok' }, filename: 'leads.xlsx' }
const refusal = { code: 40358, msg: '展商工具仅供参展企业账号使用', data: null }

/** The mini program's download and file calls, the download answering `answer` with `written` in its file. */
function mini(answer: Promise<{ statusCode: number; tempFilePath: string }>, written = '') {
  return {
    downloadFile: jest.fn(() => answer),
    openDocument: jest.fn().mockResolvedValue({ errMsg: 'ok' }),
    getFileSystemManager: () => ({ readFileSync: jest.fn(() => written) }),
  } as unknown as Pick<typeof Taro, 'downloadFile' | 'openDocument' | 'getFileSystemManager'>
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  )

describe('saving a sheet in the mini program', () => {
  it('opens the downloaded sheet', async () => {
    const taro = mini(Promise.resolve({ statusCode: 200, tempFilePath: 'wxfile://leads' }))
    await saveInMiniProgram(download, taro)
    expect(taro.openDocument).toHaveBeenCalledWith({ filePath: 'wxfile://leads', fileType: 'xlsx', showMenu: true })
  })

  it("rejects a refusal with the server's code and words, read from the file it wrote", async () => {
    const taro = mini(Promise.resolve({ statusCode: 403, tempFilePath: 'wxfile://refusal' }), JSON.stringify(refusal))
    const error = await rejection(saveInMiniProgram(download, taro))
    expect(error).toBeInstanceOf(ApiError)
    expect([error?.kind, error?.code, error?.msg]).toEqual(['server', 40358, '展商工具仅供参展企业账号使用'])
    expect(taro.openDocument).not.toHaveBeenCalled()
  })

  it('rejects an answer without an envelope with its status, and no answer as a network failure', async () => {
    const bare = await rejection(
      saveInMiniProgram(download, mini(Promise.resolve({ statusCode: 502, tempFilePath: 'x' }), '<html>')),
    )
    expect([bare?.kind, bare?.code, bare?.msg]).toEqual(['server', 502, ''])
    const lost = await rejection(saveInMiniProgram(download, mini(Promise.reject({ errMsg: 'downloadFile:fail' }))))
    expect(lost?.kind).toBe('network')
  })
})

describe('saving a sheet in the browser', () => {
  afterEach(() => jest.restoreAllMocks())

  it("rejects a refusal with the server's code and words, and no answer as a network failure", async () => {
    const fetch = jest.spyOn(global, 'fetch')
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify(refusal), { status: 403, headers: { 'content-type': 'application/json' } }),
    )
    const error = await rejection(saveInBrowser(download))
    expect([error?.kind, error?.code, error?.msg]).toEqual(['server', 40358, '展商工具仅供参展企业账号使用'])
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await rejection(saveInBrowser(download)))?.kind).toBe('network')
  })
})
