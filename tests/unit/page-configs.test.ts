import fs from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@/routes/table'

const SRC = path.resolve(__dirname, '../../src')

describe('page configs', () => {
  it.each(Object.entries(ROUTES))('%s takes its config from its route entry', (key, route) => {
    const source = fs.readFileSync(path.join(SRC, `${route.page}.config.ts`), 'utf8')
    expect(source).toMatch(new RegExp(`export default pageConfig\\('${key}'\\)`))
    expect(source).not.toMatch(/navigationBarTitleText/)
  })
})
