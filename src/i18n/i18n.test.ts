import * as fs from 'fs'
import * as path from 'path'
import { ROUTES, type RouteDef } from '@/routes/table'
import { enUS } from './en-us'
import { DEFAULT_LANGUAGE, formatCount, LANGUAGES, langHeader, parseLanguage, translate, translator } from './index'
import { zhCN, type MessageKey } from './zh-cn'

const SRC = path.resolve(__dirname, '..')

/** Each subpackage's page strings (i18n/<domain>.pages.ts and .pages.en.ts), by domain. */
const PAGE_STRINGS = fs
  .readdirSync(__dirname)
  .filter((name) => name.endsWith('.pages.ts'))
  .map((name) => {
    const domain = name.replace('.pages.ts', '')

    const { zh } = require(`./${domain}.pages`) as { zh: Record<string, string> }

    const { en } = require(`./${domain}.pages.en`) as { en: Record<string, string> }
    return { domain, zh, en }
  })
/** Every string of the app, main dictionary and page strings together. */
const ALL_ZH: Record<string, string> = Object.assign({}, zhCN, ...PAGE_STRINGS.map((p) => p.zh))
const ALL_EN: Record<string, string> = Object.assign({}, enUS, ...PAGE_STRINGS.map((p) => p.en))

describe('translate', () => {
  it('looks a key up in the given language', () => {
    expect(translate('zh-cn', 'common.retry')).toBe('重试')
    expect(translate('en-us', 'common.retry')).toBe(enUS['common.retry'])
    expect(translate('en-us', 'common.retry')).not.toBe('重试')
  })

  it('fills {name} placeholders from params', () => {
    expect(translate('zh-cn', 'common.views', { count: 3 })).toBe('3 次浏览')
    expect(translate('zh-cn', 'content.news.source', { source: '新华社' })).toBe('来源：新华社')
    expect(translate('zh-cn', 'time.hoursAgo', { count: 0 })).toBe('0小时前')
  })

  it('fills placeholders in English too', () => {
    const text = translate('en-us', 'content.news.source', { source: 'Xinhua' })
    expect(text).toContain('Xinhua')
    expect(text).not.toContain('{source}')
  })

  it('leaves placeholders without a param, and the text without params, untouched (a key chosen at run time)', () => {
    const key = 'content.news.source' as MessageKey
    expect(translate('zh-cn', key, { other: 'x' })).toBe('来源：{source}')
    expect(translate('zh-cn', key)).toBe('来源：{source}')
  })

  it('asks for every placeholder of a written key when compiling (typecheck fails if these lines compile)', () => {
    // @ts-expect-error the {source} placeholder has no value
    expect(translate('zh-cn', 'content.news.source', { other: 'x' })).toContain('{source}')
    // @ts-expect-error the parameters are missing
    expect(translator('zh-cn')('form.resendIn')).toContain('{count}')
  })

  it('translator binds a language', () => {
    expect(translator('zh-cn')('form.resendIn', { count: 60 })).toBe('60秒后重发')
    expect(translator('en-us')('common.retry')).toBe(enUS['common.retry'])
  })

  it("has the spec's points failure messages in zh-cn", () => {
    expect(translate('zh-cn', 'points.rulesFailed')).toBe('获取积分规则列表失败')
    expect(translate('zh-cn', 'points.finishedFailed')).toBe('获取已完成事件列表失败')
  })
})

describe('counts and plurals', () => {
  it('writes a count in ten-thousand and hundred-million units in Chinese, from five and nine digits', () => {
    expect(formatCount('zh-cn', 9999)).toBe('9999')
    expect(formatCount('zh-cn', 63841)).toBe('6.38万')
    expect(formatCount('zh-cn', 1_234_567_890)).toBe('12.35亿')
    expect(translate('zh-cn', 'media.views', { count: 63841 })).toBe('6.38万 次播放')
  })

  it('separates thousands in English, then counts in K, M and B', () => {
    expect(formatCount('en-us', 1234)).toBe('1,234')
    expect(formatCount('en-us', 63841)).toBe('63.84K')
    expect(translate('en-us', 'media.views', { count: 63841 })).toBe('63.84K plays')
  })

  it('says one and many as English does', () => {
    const scanned = (count: number) =>
      translate('en-us', 'network.leads.scanned', { time: '09:30', count, source: 'badge' })
    expect(scanned(1)).toBe('09:30 · scanned 1 time · badge')
    expect(scanned(2)).toBe('09:30 · scanned 2 times · badge')
    expect(translate('en-us', 'network.negotiate.count', { count: 1 })).toBe('1 request')
    expect(translate('en-us', 'meeting.queue.pending', { count: 1 })).toBe('1 change waits for the network')
    expect(translate('en-us', 'meeting.queue.pending', { count: 0 })).toBe('0 changes wait for the network')
  })

  it('leaves no English noun after a number in one form only ("1 requests")', () => {
    // Placeholders that hold words or a year, not a number of things.
    const words = /\{(?:name|path|booth|year|edition)\}/g
    const fixed = Object.entries(ALL_EN).filter(([, text]) =>
      /\{\w+\} (?:[A-Za-z]+ ){0,2}(?!news\b)[A-Za-z]{2,}s\b/.test(text.replace(words, '')),
    )
    expect(fixed.map(([key]) => key)).toEqual([])
  })
})

describe('languages', () => {
  it('are zh-cn (the default) and en-us', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-cn')
    expect([...LANGUAGES].sort()).toEqual(['en-us', 'zh-cn'])
  })

  it.each([
    ['en-us', 'en-us'],
    ['en', 'en-us'],
    ['EN-US', 'en-us'],
    ['en_US', 'en-us'],
    ['en-GB', 'en-us'],
    ['zh-cn', 'zh-cn'],
    ['zh', 'zh-cn'],
    ['zh_CN', 'zh-cn'],
    ['zh-TW', 'zh-cn'],
  ])('parseLanguage(%p) is %p', (input, expected) => {
    expect(parseLanguage(input)).toBe(expected)
  })

  it.each([['fr'], [''], ['english'], ['zhong'], [undefined], [null], [42], [{}]])(
    'parseLanguage(%p) is undefined',
    (input) => {
      expect(parseLanguage(input)).toBeUndefined()
    },
  )

  it("langHeader is 'en' for en-us and 'zh' otherwise", () => {
    expect(langHeader('en-us')).toBe('en')
    expect(langHeader('zh-cn')).toBe('zh')
  })
})

describe('dictionaries', () => {
  const zhKeys = Object.keys(ALL_ZH).sort()
  const enKeys = Object.keys(ALL_EN).sort()
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

  it('en-us has exactly the keys of zh-cn', () => {
    expect(enKeys.filter((k) => !(k in ALL_ZH))).toEqual([])
    expect(zhKeys.filter((k) => !(k in ALL_EN))).toEqual([])
  })

  it("a page string is in one dictionary only: the main one or its subpackage's", () => {
    const counted = [zhCN, ...PAGE_STRINGS.map((p) => p.zh)].flatMap((dict) => Object.keys(dict))
    expect(counted.filter((key, index) => counted.indexOf(key) !== index)).toEqual([])
  })

  it('page strings answer in both languages through translate', () => {
    const { zh, en } = PAGE_STRINGS.find((p) => p.domain === 'meeting')!
    const key = Object.keys(zh)[0] as MessageKey
    expect(translate('zh-cn', key)).toBe(zh[key])
    expect(translate('en-us', key)).toBe(en[key])
  })

  it('every value is a non-empty string in both languages', () => {
    const blank = (dict: Record<string, unknown>) =>
      Object.entries(dict)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k)
    expect(blank(ALL_ZH)).toEqual([])
    expect(blank(ALL_EN)).toEqual([])
  })

  it('en-us uses the same placeholders as zh-cn for every key', () => {
    const mismatched = zhKeys.filter((k) => placeholders(ALL_ZH[k]).join() !== placeholders(ALL_EN[k]).join())
    expect(mismatched).toEqual([])
  })
})

describe('keys used in the source', () => {
  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
      if (!/\.tsx?$/.test(entry.name) || /\.(test|spec)\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) {
        return []
      }
      return [full]
    })
  }

  const QUOTED = String.raw`(['"\`])([^'"\`$\s]+)\1`
  /** t('key'...) and translate(language, 'key'...); a key built at run time (template with ${}) is skipped. */
  const CALL_PATTERNS = [
    new RegExp(String.raw`(?<![\w$])t\(\s*${QUOTED}`, 'g'),
    new RegExp(String.raw`\btranslate\(\s*[^,()]+,\s*${QUOTED}`, 'g'),
  ]
  /** title: 'key' and text: 'key' in the route files. */
  const TABLE_PATTERN = new RegExp(String.raw`\b(?:title|text):\s*${QUOTED}`, 'g')

  function keysIn(text: string, patterns: RegExp[]): string[] {
    return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[2]))
  }

  function usedKeys(): { key: string; file: string }[] {
    return sourceFiles(SRC).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8')
      const rel = path.relative(SRC, file).split(path.sep).join('/')
      const patterns = rel.startsWith('routes/') ? [...CALL_PATTERNS, TABLE_PATTERN] : CALL_PATTERNS
      return keysIn(text, patterns).map((key) => ({ key, file: rel }))
    })
  }

  it('the scan recognises the call forms it looks for', () => {
    const sample = [
      "t('a.one')",
      't("a.two", { count: 1 })',
      'i18n.t(`a.three`)',
      "translate(store.language, 'a.four')",
      "translate('en-us', 'a.five', { x: 1 })",
      't(`a.${dynamic}`)',
      "set('not.a.key')",
      "format('not.a.key')",
    ].join('\n')
    expect(keysIn(sample, CALL_PATTERNS).sort()).toEqual(['a.five', 'a.four', 'a.one', 'a.three', 'a.two'])
    expect(keysIn("title: 'route.x', tab: { text: 'tab.y' }", [TABLE_PATTERN])).toEqual(['route.x', 'tab.y'])
  })

  it('finds the route table titles, so the scan is really reading the source', () => {
    const keys = usedKeys().map((u) => u.key)
    expect(keys).toEqual(expect.arrayContaining(['fair.route.home', 'tab.home']))
  })

  it('every key passed to t( / translate( or used as a route title or tab text is defined in zh-cn', () => {
    const missing = usedKeys()
      .filter(({ key }) => !(key in ALL_ZH))
      .map(({ key, file }) => `${file}: ${key}`)
    expect([...new Set(missing)]).toEqual([])
  })

  it('every key in zh-cn is written somewhere in the source, or its prefix in a key built at run time', () => {
    const code = sourceFiles(SRC)
      .filter((file) => !file.startsWith(path.join(SRC, 'i18n')))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    const built = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1])
    const unused = Object.keys(ALL_ZH).filter(
      (key) =>
        !["'", '"', '`'].some((q) => code.includes(q + key + q)) && !built.some((prefix) => key.startsWith(prefix)),
    )
    expect(unused).toEqual([])
  })

  it("a subpackage's page strings are used by that subpackage alone (elsewhere they may not have loaded)", () => {
    const files = sourceFiles(SRC).map((file) => ({
      rel: path.relative(SRC, file).split(path.sep).join('/'),
      text: fs.readFileSync(file, 'utf8'),
    }))
    const outside = PAGE_STRINGS.flatMap(({ domain, zh }) =>
      files
        .filter(({ rel }) => !rel.startsWith(`packages/${domain}/`) && !rel.startsWith('i18n/'))
        .flatMap(({ rel, text }) => {
          const built = [...text.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1])
          return Object.keys(zh)
            .filter(
              (key) => ["'", '"', '`'].some((q) => text.includes(q + key + q)) || built.some((p) => key.startsWith(p)),
            )
            .map((key) => `${rel}: ${key}`)
        }),
    )
    expect(outside).toEqual([])
  })

  it('every page of a subpackage with page strings loads them', () => {
    const missing = Object.values(ROUTES as Record<string, RouteDef>)
      .map(({ page }) => ({ page, domain: /^packages\/([a-z]+)\//.exec(page)?.[1] }))
      .filter(({ domain }) => domain && PAGE_STRINGS.some((p) => p.domain === domain))
      .filter(
        ({ page, domain }) =>
          !fs.readFileSync(path.join(SRC, `${page}.tsx`), 'utf8').includes(`import '@/i18n/${domain}.pages'`),
      )
      .map(({ page }) => page)
    expect(missing).toEqual([])
  })
})

describe('the dictionaries by domain', () => {
  const domainFiles = fs
    .readdirSync(__dirname)
    .filter((name) => /^[a-z]+(\.pages)?\.ts$/.test(name) && !['index.ts', 'zh-cn.ts', 'en-us.ts'].includes(name))

  it('hold the strings of a domain under keys prefixed with it, in the file named for it', () => {
    expect(domainFiles.length).toBeGreaterThan(10)
    const misplaced = domainFiles.flatMap((name) => {
      const domain = name.replace(/(\.pages)?\.ts$/, '')
      const keys = [...fs.readFileSync(path.join(__dirname, name), 'utf8').matchAll(/^\s+'([^']+)':/gm)].map(
        (m) => m[1],
      )
      return keys.filter((key) => !key.startsWith(`${domain}.`)).map((key) => `${name}: ${key}`)
    })
    expect(misplaced).toEqual([])
  })
})

describe('the English dictionary', () => {
  it('is imported statically only by the neutral dictionary-loader, so the H5 first load goes without it', () => {
    const importers = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return importers(full)
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
        return /^import [^;]*from '[./]*(?:i18n\/)?en-us'/m.test(fs.readFileSync(full, 'utf8'))
          ? [path.relative(SRC, full).split(path.sep).join('/')]
          : []
      })
    expect(importers(SRC)).toEqual(['i18n/dictionary-loader.ts'])
  })
})

/** Every source file of the app, tests aside. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('dialog buttons', () => {
  it('fit the four Chinese characters (eight letters) WeChat and Taro allow, in both languages', () => {
    // A longer button's dialog is refused by both hosts, and the user is told nothing.
    const keys = new Set<string>()
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const [, key] of text.matchAll(/(?:confirmText|cancelText): (?:t|translate\([^,]+,)\s*\(?'([\w.]+)'/g))
        keys.add(key)
      // A refusal's way forward (components/toast.ts): its label is a dialog's button.
      for (const [, key] of text.matchAll(/code: [^,\n]+,\s*label: '([\w.]+)'/g)) keys.add(key)
    }
    const width = (text: string) => text.replace(/[\u0391-\uFFE5]/g, 'aa').length
    const tooLong = [...keys].flatMap((key) =>
      [`${key} ${ALL_ZH[key]}`, `${key} ${ALL_EN[key]}`].filter((line) => width(line.slice(key.length + 1)) > 8),
    )
    expect(keys).toContain('meeting.realName.go')
    expect(keys).toContain('network.card.makeFirst')
    expect(tooLong).toEqual([])
  })
})
