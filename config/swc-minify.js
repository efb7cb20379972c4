// Minifies a chunk with swc (Rust) for terser-webpack-plugin. Runs in the plugin's worker from its source text, so it
// uses nothing from outside itself.
function swcMinify(input) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const swc = require('@swc/core')
  const code = Object.values(input)[0]
  return swc
    .minify(code, {
      compress: { passes: 2 },
      mangle: { keep_fnames: true },
      keepFnames: true,
      format: { comments: false },
    })
    .then(function (out) {
      return { code: out.code }
    })
}

module.exports = { swcMinify }
