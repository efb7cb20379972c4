import fs from 'node:fs'
import path from 'node:path'
import { COLORS } from '@/styles/colors'

const SRC = path.resolve(__dirname, '../../src')
// A colour literal; `&#106;` is an HTML entity, not a colour.
const HEX = /(?<!&)#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?\b/g

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join(SRC, 'styles') ? [] : files(full)
    return /\.(scss|tsx?)$/.test(entry.name) ? [full] : []
  })
}

const long = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase()

describe('style tokens', () => {
  it('are the only place a colour is written', () => {
    const found = files(SRC).flatMap((file) =>
      (fs.readFileSync(file, 'utf8').match(HEX) ?? []).map((hex) => `${path.relative(SRC, file)}: ${hex}`),
    )
    expect(found).toEqual([])
  })

  it('give code the same colours as the stylesheets', () => {
    const scss = fs.readFileSync(path.join(SRC, 'styles/_tokens.scss'), 'utf8')
    const tokens = new Set([...scss.matchAll(/^\$color-[a-z-]+: (#[0-9a-f]+);/gm)].map((m) => long(m[1])))
    for (const color of Object.values(COLORS)) expect(tokens).toContain(long(color))
  })
})
