// jest's compiler: swc compiles TypeScript, JSX and ES modules (the app's and the ES-module packages jest must
// transform) in a fraction of babel's CPU time, which a CI run pays in full (it starts without jest's cache). As
// Taro's own babel transformer does, Taro's H5 runtime of the test utilities gets Taro's API loader first.
const { createTransformer } = require('@swc/jest')
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')

const swc = createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2021',
  },
  module: { type: 'commonjs' },
})

module.exports = {
  ...swc,
  process(sourceText, sourcePath, options) {
    const source = sourcePath.includes('test-utils-react/dist/jest/runtime/taro-h5.js')
      ? apiLoader(sourceText)
      : sourceText
    return swc.process(source, sourcePath, options)
  },
}
