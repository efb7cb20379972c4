import type { FileDocument } from '@/contract/files'
import { files } from '@/contract/files.endpoints'
import { openDocument } from '@/platform/open-document'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import FilePdf from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

jest.mock('@/platform/open-document', () => ({ openDocument: jest.fn() }))
const opened = openDocument as jest.Mock

const doc: FileDocument = {
  id: 4,
  name: '2026参展商手册',
  url: '/static/files/exhibitor-manual-2026.pdf',
  size: 2386,
  categoryId: 2,
  category: '参展手册',
  publishTime: Date.UTC(2026, 7, 20),
}

const page = pageHarness('packages/files/file-pdf/index')
const { byTestId, toasts } = page

function setup(token = '') {
  const fileInfo = jest.fn().mockResolvedValue(doc)
  const api = {
    call: answering(answer(files.info, fileInfo)),
    saveDownloadRecord: jest.fn().mockResolvedValue({ id: 1 }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, fileInfo, stores: page.stores(api, token) }
}

beforeEach(() => opened.mockReset().mockResolvedValue(undefined))

describe('file pdf page', () => {
  it("says the file has been deleted, in the server's words, when its id is gone", async () => {
    const { fileInfo, stores } = setup()
    fileInfo.mockRejectedValue(new ApiError('server', { code: 404, msg: '该文件已被删除' }))
    await page.mount(FilePdf, stores, { id: '99' })
    expect(byTestId('status-error')?.textContent).toContain('该文件已被删除')
    expect(byTestId('status-error')?.textContent).not.toContain('重试')
  })

  it('shows a server document by id with its size, type and category', async () => {
    const { fileInfo, stores } = setup()
    await page.mount(FilePdf, stores, { id: '4' })
    expect(fileInfo).toHaveBeenCalledWith({ id: 4 })
    expect(byTestId('file-title')?.textContent).toBe(doc.name)
    const sheet = byTestId('file-sheet')!.textContent
    expect(sheet).toContain('2.3 KB')
    expect(sheet).toContain('PDF 文档')
    expect(sheet).toContain('参展手册')
  })

  it('opens the document and records the download for a logged-in user', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(FilePdf, stores, { id: '4' })
    await page.click(byTestId('file-open')!)
    expect(opened).toHaveBeenCalledWith({ url: doc.url, name: doc.name })
    expect(api.saveDownloadRecord).toHaveBeenCalledWith({ appendixId: 4 })
  })

  it('opens without recording when nobody is logged in', async () => {
    const { api, stores } = setup()
    await page.mount(FilePdf, stores, { id: '4' })
    await page.click(byTestId('file-open')!)
    expect(opened).toHaveBeenCalled()
    expect(api.saveDownloadRecord).not.toHaveBeenCalled()
  })

  it('opens a file given by url and name, recorded by its URL', async () => {
    const { api, fileInfo, stores } = setup('token-1')
    const url = encodeURIComponent('/static/files/forum-agenda-2026.pdf')
    await page.mount(FilePdf, stores, { url, name: encodeURIComponent('论坛议程'), size: '1511' })
    expect(fileInfo).not.toHaveBeenCalled()
    expect(byTestId('file-title')?.textContent).toBe('论坛议程')
    await page.click(byTestId('file-open')!)
    expect(api.saveDownloadRecord).toHaveBeenCalledWith({
      url: '/static/files/forum-agenda-2026.pdf',
      name: '论坛议程',
      size: 1511,
    })
  })

  it('tells the user when the file cannot be opened, and records nothing', async () => {
    opened.mockRejectedValue(new Error('download failed'))
    const { api, stores } = setup('token-1')
    await page.mount(FilePdf, stores, { id: '4' })
    await page.click(byTestId('file-open')!)
    expect(toasts).toEqual(['文件打开失败，请稍后重试'])
    expect(api.saveDownloadRecord).not.toHaveBeenCalled()
  })

  it('shows an error state when no file is given', async () => {
    const { stores } = setup()
    await page.mount(FilePdf, stores, {})
    expect(byTestId('status-error')?.textContent).toContain('未指定文件')
    expect(byTestId('file-open')).toBeNull()
  })
})
