import { QueryClient } from '@tanstack/react-query'
import { rememberLanguage, takeOverFirstScreen } from './take-over.h5'

const KEY = ['GET /common-client/home/projectSearch', { pageNum: 1 }, 'zh-cn', '']

/** The page as the server sends a drawn entry page: the drawing, its answers, and the app's mount point. */
function drawnPage(data: string) {
  document.body.innerHTML =
    '<div id="first-screen"><p>漳州市航空维修基地项目</p></div>' +
    `<script type="application/json" id="first-data">${data}</script><div id="app"></div>`
}

const answers = (updatedAt: number) =>
  JSON.stringify({
    mutations: [],
    queries: [
      {
        queryKey: KEY,
        queryHash: JSON.stringify(KEY),
        state: { data: { list: [{ id: 22 }] }, dataUpdatedAt: updatedAt, status: 'success', fetchStatus: 'idle' },
      },
    ],
  })

/** Lets the mutation observer see what the test changed. */
const observed = () => new Promise((resolve) => setTimeout(resolve))

describe('taking over a first screen the server drew', () => {
  afterEach(() => (document.body.innerHTML = ''))

  it('puts the answers it was drawn with into the cache, so the page does not ask for them again', () => {
    drawnPage(answers(Date.now()))
    const queries = new QueryClient()
    takeOverFirstScreen(queries)
    expect(queries.getQueryData(KEY)).toEqual({ list: [{ id: 22 }] })
    expect(document.getElementById('first-data')).toBeNull()
  })

  it('keeps the drawing until the app’s page under it is ready, then removes it', async () => {
    drawnPage(answers(Date.now()))
    takeOverFirstScreen(new QueryClient())
    const page = document.createElement('div')
    page.className = 'page page--home'
    document.getElementById('app')!.append(page)
    await observed()
    expect(document.getElementById('first-screen')).not.toBeNull()
    page.setAttribute('data-ready', 'true')
    await observed()
    expect(document.getElementById('first-screen')).toBeNull()
  })

  it('removes the drawing when another page is shown by going back', () => {
    drawnPage(answers(Date.now()))
    takeOverFirstScreen(new QueryClient())
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(document.getElementById('first-screen')).toBeNull()
  })

  it('asks again as any page would when the answers cannot be read', () => {
    drawnPage('{"queries": [')
    const queries = new QueryClient()
    expect(() => takeOverFirstScreen(queries)).not.toThrow()
    expect(queries.getQueryCache().getAll()).toHaveLength(0)
    expect(document.getElementById('first-data')).toBeNull()
  })

  it('tells the server the language to draw the next first screen in', () => {
    rememberLanguage('en-us')
    expect(document.cookie).toMatch(/(^|; )lang=en-us/)
  })
})
