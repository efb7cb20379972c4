// Taro formats a build's errors and warnings from `stats.toJson({})`, which webpack answers with every chunk, module
// and reason: about 35 s of a 260-page H5 build. Stats asked for with no options get only errors and warnings.
class LeanStatsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('LeanStatsPlugin', (compilation) => {
      compilation.hooks.statsNormalize.tap({ name: 'LeanStatsPlugin', stage: -100 }, (options, context) => {
        if (Object.keys(options).length === 0)
          compilation.hooks.statsPreset.for('errors-warnings').call(options, context)
      })
    })
  }
}

module.exports = { LeanStatsPlugin }
