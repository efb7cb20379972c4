import { openInBrowser } from './open-document-browser'
import { documentKindOf, miniProgramFileType } from './open-document-kind'
import { openInMiniProgram } from './open-document-mini'

const pdf = { url: 'https://fair.example/static/files/fair-guide.pdf', name: '参会指南' }

describe('document kinds', () => {
  it('reads the extension of the URL, ignoring query and hash, then of the name', () => {
    expect(documentKindOf('/static/files/a.PDF?x=1#p2')).toBe('pdf')
    expect(documentKindOf('/static/img/park-1.svg')).toBe('image')
    expect(documentKindOf('https://cdn.example/download?id=3', 'plan.xlsx')).toBe('excel')
    expect(documentKindOf('https://cdn.example/download?id=3', 'notes')).toBe('other')
    expect(miniProgramFileType('/a.docx')).toBe('docx')
    expect(miniProgramFileType('/a.png')).toBeUndefined()
  })
})

describe('opening in a mini program', () => {
  const apis = () => ({
    downloadFile: jest.fn().mockResolvedValue({ tempFilePath: 'wxfile://tmp/1.pdf', statusCode: 200 }),
    openDocument: jest.fn().mockResolvedValue({}),
    previewImage: jest.fn().mockResolvedValue({}),
  })

  it('downloads a document and opens it with the share menu and its file type', async () => {
    const taro = apis()
    await openInMiniProgram(pdf, taro as never)
    expect(taro.downloadFile).toHaveBeenCalledWith({ url: pdf.url })
    expect(taro.openDocument).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/1.pdf', fileType: 'pdf', showMenu: true })
  })

  it('previews images instead of downloading them', async () => {
    const taro = apis()
    await openInMiniProgram({ url: 'https://fair.example/static/img/park-1.svg', name: 'plan' }, taro as never)
    expect(taro.previewImage).toHaveBeenCalledWith({
      urls: ['https://fair.example/static/img/park-1.svg'],
      current: 'https://fair.example/static/img/park-1.svg',
    })
    expect(taro.downloadFile).not.toHaveBeenCalled()
  })

  it('rejects when the download answers an error status, without opening anything', async () => {
    const taro = apis()
    taro.downloadFile.mockResolvedValue({ tempFilePath: '', statusCode: 404 })
    await expect(openInMiniProgram(pdf, taro as never)).rejects.toThrow('404')
    expect(taro.openDocument).not.toHaveBeenCalled()
  })
})

describe('opening in a browser', () => {
  it('opens a new tab on the file URL', async () => {
    const tab = { opener: {} }
    const win = { open: jest.fn().mockReturnValue(tab), location: { assign: jest.fn() } }
    await openInBrowser(pdf, win as never)
    expect(win.open).toHaveBeenCalledWith(pdf.url, '_blank')
    expect(tab.opener).toBeNull()
    expect(win.location.assign).not.toHaveBeenCalled()
  })

  it('goes to the file in the same tab when the pop-up is blocked', async () => {
    const win = { open: jest.fn().mockReturnValue(null), location: { assign: jest.fn() } }
    await openInBrowser(pdf, win as never)
    expect(win.location.assign).toHaveBeenCalledWith(pdf.url)
  })
})

describe('the neutral module', () => {
  // TARO_ENV is replaced at compile time (also under jest), so only this build's branch can run here.
  it('picks the implementation of the target it was built for', async () => {
    jest.doMock('./open-document-browser', () => ({ openInBrowser: jest.fn().mockResolvedValue(undefined) }))
    jest.doMock('./open-document-mini', () => ({ openInMiniProgram: jest.fn().mockResolvedValue(undefined) }))
    const { openDocument } = await import('./open-document')
    const browser = (await import('./open-document-browser')).openInBrowser as jest.Mock
    const mini = (await import('./open-document-mini')).openInMiniProgram as jest.Mock
    await openDocument(pdf)
    const [chosen, other] = process.env.TARO_ENV === 'h5' ? [browser, mini] : [mini, browser]
    expect(chosen).toHaveBeenCalledWith(pdf)
    expect(other).not.toHaveBeenCalled()
  })
})
