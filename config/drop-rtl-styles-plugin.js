// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack loads this file as CommonJS
const postcss = require('postcss')

// NutUI ships a right-to-left twin of most of its rules (`[dir=rtl] .nut-x`, `.nut-rtl .nut-x`); the app is written
// in Chinese and English only, so no page is ever right to left. Dropping them takes about 9 KB off the mini
// program's main package and the same off H5's stylesheets.
const RIGHT_TO_LEFT = /\[dir=["']?rtl["']?\]|\.nut-rtl\b/

/** A rule every selector of which is right to left, which no page of the app ever matches. */
const onlyRightToLeft = (rule) => rule.selectors.every((selector) => RIGHT_TO_LEFT.test(selector))

class DropRtlStylesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('DropRtlStylesPlugin', (compilation) => {
      // Before the minifier, which then joins what is left.
      const stage = { name: 'DropRtlStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }
      compilation.hooks.processAssets.tap(stage, (assets) => {
        for (const name of Object.keys(assets).filter((file) => /\.(wxss|css)$/.test(file))) {
          const css = assets[name].source().toString()
          if (!RIGHT_TO_LEFT.test(css)) continue
          const root = postcss.parse(css)
          root.walkRules((rule) => {
            if (onlyRightToLeft(rule)) rule.remove()
            else rule.selectors = rule.selectors.filter((selector) => !RIGHT_TO_LEFT.test(selector))
          })
          compilation.updateAsset(name, new sources.RawSource(root.toString()))
        }
      })
    })
  }
}

module.exports = { DropRtlStylesPlugin }
