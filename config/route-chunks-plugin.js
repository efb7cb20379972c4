// Writes route-chunks.json beside the H5 build: for each H5 path, the script and style files its page needs
// (the page's chunk group), plus those every page needs at launch (src/bootstrap.ts), so the server can name
// them in index.html and the browser fetches them while the entry is still loading.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack loads this file as CommonJS
const path = require('node:path')

const SOURCE = /\.(tsx?|jsx?)$/

class RouteChunksPlugin {
  /** @param {{ srcDir: string, routes: Record<string, string[]>, launch: string }} options */
  constructor(options) {
    this.options = options
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { srcDir, routes, launch } = this.options
          const publicPath = compilation.outputOptions.publicPath || '/'
          /** Page module (src-relative, no extension) -> files of the chunk group that loads it. */
          const filesOf = new Map()
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => /\.(js|css)$/.test(f))
            for (const origin of group.origins) {
              const request = origin.request && origin.module && origin.module.context
              if (!request) continue
              const resolved = path.resolve(origin.module.context, origin.request).replace(SOURCE, '')
              const page = path.relative(srcDir, resolved).split(path.sep).join('/')
              filesOf.set(page, [...new Set([...(filesOf.get(page) || []), ...files])])
            }
          }
          const always = filesOf.get(launch) || []
          const byPath = {}
          for (const [page, paths] of Object.entries(routes)) {
            const files = filesOf.get(page.replace(/^\//, ''))
            if (!files) continue
            for (const h5Path of paths) byPath[h5Path] = [...new Set([...always, ...files])].map((f) => publicPath + f)
          }
          compilation.emitAsset('route-chunks.json', new RawSource(JSON.stringify(byPath)))
        },
      )
    })
  }
}

module.exports = { RouteChunksPlugin }
