import { openDocument } from '@/platform/open-document'
import DownView from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

jest.mock('@/platform/open-document', () => ({ openDocument: jest.fn() }))
const opened = openDocument as jest.Mock

const page = pageHarness('packages/files/down-view/index')
const { byTestId } = page

function setup(token = '') {
  const api = {
    saveDownloadRecord: jest.fn().mockResolvedValue({ id: 1 }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api, stores: page.stores(api, token) }
}

beforeEach(() => opened.mockReset().mockResolvedValue(undefined))

describe('down view page', () => {
  it('shows an image in the page, named by its address when no name is given', async () => {
    const { stores } = setup()
    await page.mount(DownView, stores, { url: encodeURIComponent('/static/img/park-aerial.png') })
    expect(byTestId('file-title')?.textContent).toBe('park-aerial.png')
    expect(byTestId('file-preview')).not.toBeNull()
  })

  it('opens a document and records it under its appendix id', async () => {
    const { api, stores } = setup('token-1')
    await page.mount(DownView, stores, { url: '/static/files/brief.pdf', name: '项目简介', id: '11' })
    expect(byTestId('file-preview')).toBeNull()
    await page.click(byTestId('file-open')!)
    expect(opened).toHaveBeenCalledWith({ url: '/static/files/brief.pdf', name: '项目简介' })
    expect(api.saveDownloadRecord).toHaveBeenCalledWith({ appendixId: 11 })
  })

  it('says no file was given when the address names none', async () => {
    const { stores } = setup()
    await page.mount(DownView, stores, {})
    expect(byTestId('status-error')?.textContent).toContain('未指定文件')
    expect(byTestId('file-open')).toBeNull()
  })
})
