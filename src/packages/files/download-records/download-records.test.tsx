import Taro from '@tarojs/taro'
import type { Page } from '@/contract/common'
import type { DownloadRecord } from '@/contract/files'
import { downloadRecords as records } from '@/contract/files.endpoints'
import { ApiError } from '@/services/http/errors'
import { answer, answering } from '@/stores/testing/fake-api'
import DownloadRecords from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

jest.mock('@/platform/open-document', () => ({ openDocument: jest.fn().mockResolvedValue(undefined) }))

const record = (id: number, name: string): DownloadRecord => ({
  id,
  appendixId: id,
  name,
  url: `/static/files/doc-${id}.pdf`,
  size: 1500,
  createTime: Date.UTC(2026, 8, 1, 2, 30),
})
const pageOf = (list: DownloadRecord[]): Page<DownloadRecord> => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
})

const page = pageHarness('packages/files/download-records/index')
const { byTestId, toasts } = page
const rows = () => document.querySelectorAll('[data-testid="download-record"]')

function setup(token: string) {
  const downloadRecords = jest
    .fn()
    .mockResolvedValueOnce(pageOf([record(1, '参会指南'), record(2, '参展商手册')]))
    .mockResolvedValue(pageOf([record(2, '参展商手册')]))
  const api = {
    call: answering(answer(records.page, downloadRecords)),
    deleteDownloadRecord: jest.fn().mockResolvedValue(null),
    saveDownloadRecord: jest.fn().mockResolvedValue({ id: 1 }),
    userInfo: jest.fn().mockResolvedValue(null),
  }
  return { api: { ...api, downloadRecords }, stores: page.stores(api, token) }
}

describe('download records page', () => {
  it('asks for login without a token and never calls the server', async () => {
    const { api, stores } = setup('')
    await page.mount(DownloadRecords, stores, {})
    expect(byTestId('login-prompt')).not.toBeNull()
    expect(api.downloadRecords).not.toHaveBeenCalled()
    await page.click(byTestId('login-prompt-button')!)
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/login\/index\?redirect=/) })
  })

  it("lists the user's records", async () => {
    const { api, stores } = setup('token-1')
    await page.mount(DownloadRecords, stores, {})
    expect(api.downloadRecords).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 })
    expect([...rows()].map((row) => row.querySelector('[data-testid="file-name"]')?.textContent)).toEqual([
      '参会指南',
      '参展商手册',
    ])
    expect(document.body.textContent).toContain('共 2 条下载记录')
  })

  it('deletes a record after confirmation and shows the list again', async () => {
    const { api, stores } = setup('token-1')
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(DownloadRecords, stores, {})
    await page.click(rows()[0].querySelector('[data-testid="record-delete"]')!)
    expect(api.deleteDownloadRecord).toHaveBeenCalledWith(1)
    expect(toasts).toEqual(['已删除'])
    expect(rows()).toHaveLength(1)
  })

  it("keeps the record and says the server's reason when it refuses the deletion", async () => {
    const { api, stores } = setup('token-1')
    api.deleteDownloadRecord.mockRejectedValue(new ApiError('server', { code: 429, msg: '操作过于频繁，请稍后再试' }))
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    await page.mount(DownloadRecords, stores, {})
    await page.click(rows()[0].querySelector('[data-testid="record-delete"]')!)
    expect(toasts).toEqual(['操作过于频繁，请稍后再试'])
    expect(rows()).toHaveLength(2)
  })

  it('keeps the record when the confirmation is cancelled', async () => {
    const { api, stores } = setup('token-1')
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
    await page.mount(DownloadRecords, stores, {})
    await page.click(rows()[0].querySelector('[data-testid="record-delete"]')!)
    expect(api.deleteDownloadRecord).not.toHaveBeenCalled()
    expect(rows()).toHaveLength(2)
  })
})
