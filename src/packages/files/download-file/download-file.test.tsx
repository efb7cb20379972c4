import Taro from '@tarojs/taro'
import type { Appendix } from '@/contract/files'
import { files } from '@/contract/files.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import DownloadFile from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const appendixes: Appendix[] = [
  { id: 11, name: '项目简介.pdf', url: '/static/files/project-brief.pdf', size: 2048 },
  { id: 12, name: '园区航拍.png', url: '/static/img/park-aerial.png', size: 512 },
]

const page = pageHarness('packages/files/download-file/index')
const { byTestId, all } = page

function setup(list = appendixes) {
  const contentAppendixes = jest.fn().mockResolvedValue(list)
  return {
    contentAppendixes,
    stores: page.stores({ call: answering(answer(files.contentAppendixes, contentAppendixes)) }),
  }
}

describe('download file page', () => {
  it("lists a content item's appendixes, a project's when no type is given", async () => {
    const { contentAppendixes, stores } = setup()
    await page.mount(DownloadFile, stores, { id: '3' })
    expect(contentAppendixes).toHaveBeenCalledWith({ contentId: 3, contentType: 2 })
    expect(all('file-name').map((name) => name.textContent)).toEqual(['项目简介.pdf', '园区航拍.png'])
    expect(document.body.textContent).toContain('共 2 个附件')
  })

  it('opens the preview of a tapped appendix', async () => {
    const { stores } = setup()
    await page.mount(DownloadFile, stores, { contentId: '3', contentType: '2' })
    await page.click(all('appendix-row')[1])
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({
      url: expect.stringMatching(/^\/packages\/files\/down-view\/index\?url=.*park-aerial\.png.*&id=12/),
    })
  })

  it('says when the item has no appendixes', async () => {
    const { stores } = setup([])
    await page.mount(DownloadFile, stores, { contentId: '3' })
    expect(byTestId('status-empty')?.textContent).toBe('暂无附件')
  })

  it('says no file was given, without asking, when the address names no item', async () => {
    const { contentAppendixes, stores } = setup()
    await page.mount(DownloadFile, stores, {})
    expect(byTestId('status-error')?.textContent).toContain('未指定文件')
    expect(contentAppendixes).not.toHaveBeenCalled()
  })
})
