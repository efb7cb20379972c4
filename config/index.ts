import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@tarojs/cli'
import type { UserConfigExport } from '@tarojs/cli'
import { createSwcRegister } from '@tarojs/helper'
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin'
import webpack from 'webpack'
import type Chain from 'webpack-chain'
import devConfig from './dev'
import prodConfig from './prod'

// Taro compiles only config/ on load; the route table it derives H5 routes from lives in src/routes.
const srcDir = path.resolve(__dirname, '..', 'src')
createSwcRegister({
  only: [(file: string) => ['routes', 'i18n', 'styles'].some((dir) => file.startsWith(path.join(srcDir, dir)))],
})
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { h5CustomRoutes } = require('../src/routes/derive') as typeof import('../src/routes/derive')
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RouteChunksPlugin } = require('./route-chunks-plugin') as {
  RouteChunksPlugin: new (options: { srcDir: string; routes: Record<string, string[]>; launch: string }) => object
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LeanStatsPlugin } = require('./lean-stats-plugin') as { LeanStatsPlugin: new () => object }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DropRtlStylesPlugin } = require('./drop-rtl-styles-plugin') as { DropRtlStylesPlugin: new () => object }
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { swcMinify } = require('./swc-minify') as { swcMinify: (input: Record<string, string>) => Promise<object> }

const buildTarget = process.env.TARO_ENV ?? 'h5'

// Packages published in newer JavaScript than the phones the app supports run (class private fields): compiled like
// the app's own code. Taro compiles only its own packages in node_modules otherwise.
const COMPILED_PACKAGES = [(file: string) => /node_modules[\\/]@tanstack[\\/]/.test(file)]

/**
 * Both builds minify scripts with swc instead of terser and styles with lightningcss instead of cssnano (Taro's
 * defaults): the same files in a fraction of the CPU time. swc's output is UTF-8, so Chinese text stays as it is, not
 * \uXXXX escapes twice its size (the mini program's main package, where every string lives, keeps within budget).
 * Taro's `cssMinimizer` setting cannot name lightningcss, and its esbuild choice is handed cssnano's options and fails.
 */
function swcAndLightningcss(chain: Chain) {
  chain.optimization
    .minimizer('terserPlugin')
    .tap(([options]) => [{ ...options, minify: swcMinify, terserOptions: {} }])
  chain.optimization
    .minimizer('cssoWebpackPlugin')
    .tap(([options]) => [{ ...options, minify: CssMinimizerPlugin.lightningCssMinify, minimizerOptions: {} }])
}

/** The subpackages with code their pages share: a shared/ folder, or strings of their own (i18n/<domain>.pages.ts). */
const SHARED_DOMAINS = readdirSync(path.join(srcDir, 'packages')).filter(
  (domain) =>
    existsSync(path.join(srcDir, 'packages', domain, 'shared')) ||
    existsSync(path.join(srcDir, 'i18n', `${domain}.pages.ts`)),
)

/** The chunks webpack's split step sees a module in, by name. */
interface ChunkGraphView {
  getModuleChunksIterable(module: object): Iterable<{ name?: string | null }>
}

/**
 * The mini program's subpackages each get one chunk, packages/<domain>/shared.js, of what their pages share: their
 * shared/ folder, their page strings, and any code (ours or a library's) that only subpackage pages use, copied into
 * each subpackage that needs it instead of growing the main package. Their styles go to packages/<domain>/shared.wxss,
 * which SubpackageStyles imports into the subpackage's pages.
 */
function subpackageChunkGroups() {
  return Object.fromEntries(
    SHARED_DOMAINS.map((domain) => {
      const folder = path.join(srcDir, 'packages', domain, 'shared') + path.sep
      const strings = [`${domain}.pages.ts`, `${domain}.pages.en.ts`].map((name) => path.join(srcDir, 'i18n', name))
      const inDomain = (chunk: { name?: string | null }) => Boolean(chunk.name?.startsWith(`packages/${domain}/`))
      const test = (module: { resource?: string; type?: string }, { chunkGraph }: { chunkGraph: ChunkGraphView }) => {
        if (module.resource?.startsWith(folder) || strings.includes(module.resource ?? '')) return true
        // Shared by several pages, all of them in subpackages, this one's among them (a page's own code stays put).
        const chunks = [...chunkGraph.getModuleChunksIterable(module)]
        return (
          chunks.length > 1 && chunks.some(inDomain) && chunks.every((chunk) => chunk.name?.startsWith('packages/'))
        )
      }
      const group = {
        name: `packages/${domain}/shared`,
        test,
        chunks: inDomain,
        minChunks: 1,
        priority: 50,
        enforce: true,
      }
      return [`shared-${domain}`, group]
    }),
  )
}

/** The webpack compiler's parts this plugin uses. */
interface AssetCompiler {
  webpack: typeof import('webpack')
  hooks: { thisCompilation: { tap(name: string, run: (compilation: import('webpack').Compilation) => void): void } }
}

/** Taro imports only the main package's common styles into pages; each subpackage page imports its shared.wxss. */
class SubpackageStyles {
  apply(compiler: AssetCompiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('SubpackageStyles', (compilation) => {
      const stage = { name: 'SubpackageStyles', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }
      compilation.hooks.processAssets.tap(stage, (assets) => {
        for (const domain of SHARED_DOMAINS) {
          const root = `packages/${domain}/`
          if (!assets[`${root}shared.wxss`]) continue
          const pages = Object.keys(assets).filter((name) => name.startsWith(root) && name.endsWith('.wxml'))
          for (const page of pages) {
            const style = page.replace(/\.wxml$/, '.wxss')
            const shared = path.posix.relative(path.posix.dirname(style), `${root}shared.wxss`)
            const own = assets[style]?.source().toString() ?? ''
            const next = new sources.RawSource(`@import ${JSON.stringify(shared)};\n${own}`)
            if (assets[style]) compilation.updateAsset(style, next)
            else compilation.emitAsset(style, next)
          }
        }
      })
    })
  }
}

// 37.5 px root font on a 375 px design makes 1 design px = 1 CSS px at 375 wide (rem = width / 10).
const BASE_FONT_SIZE = 37.5
const MAX_ROOT_FONT_SIZE = 54

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'fair-app',
    date: '2026-11-21',
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${buildTarget}`,
    plugins: [],
    // Build-time settings the app reads (see src/services/http/env.ts); '' means not set.
    defineConstants: Object.fromEntries(
      [
        'TARO_APP_PROFILE',
        'TARO_APP_API_BASE',
        'TARO_APP_COLLECTIBLE_BASE',
        'TARO_APP_MAP_KEY',
        'TARO_APP_METAVERSE_URL',
        'TARO_APP_ONLINE_HALL_URL',
        'TARO_APP_MEETING_REMINDER_TEMPLATE',
      ].map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
    ),
    alias: { '@': path.resolve(__dirname, '..', 'src') },
    // The design tokens and the shared mixins (cards, facts, forms) reach every stylesheet without an import.
    sass: {
      resource: ['_tokens.scss', '_mixins.scss', '_form.scss'].map((file) => path.resolve(srcDir, 'styles', file)),
    },
    // The H5 site's icons and web manifest, served from the root; the mini program's map marker, a file its map reads
    // (imported, it would be inlined into every marker of a setData).
    copy: {
      patterns:
        buildTarget === 'h5'
          ? [{ from: 'src/assets/web/', to: 'dist/h5/' }]
          : [
              {
                from: 'src/packages/city/investment-map/marker.png',
                to: 'dist/weapp/packages/city/investment-map/marker.png',
              },
            ],
      options: {},
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // A persistent cache makes the next build on this machine fast; CI builds once, and writing it costs 20 s.
    cache: { enable: !process.env.CI },
    mini: {
      compile: { include: COMPILED_PACKAGES },
      miniCssExtractPluginOption: { ignoreOrder: true },
      // Off: it placed modules that several subpackages share in one subpackage only, leaving the others' pages
      // unable to load them (check:weapp now resolves every page's modules).
      optimizeMainPackage: { enable: false },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
      // What only subpackage pages use loads with each subpackage (see subpackageChunkGroups).
      webpackChain(chain) {
        swcAndLightningcss(chain)
        chain.optimization.merge({ splitChunks: { cacheGroups: subpackageChunkGroups() } })
        chain.plugin('subpackage-styles').use(SubpackageStyles)
        chain.plugin('drop-rtl-styles').use(DropRtlStylesPlugin)
        chain.plugin('lean-stats').use(LeanStatsPlugin)
        // The mini program's JavaScript has no AbortController, which TanStack Query makes for every fetch.
        chain
          .plugin('providerPlugin')
          .tap(([provided]) => [
            { ...provided, AbortController: [path.join(srcDir, 'platform', 'abort-controller.ts'), 'AbortController'] },
          ])
      },
      addChunkPages(pages: Map<string, string[]>, pageNames: string[] = []) {
        for (const name of pageNames) {
          const domain = SHARED_DOMAINS.find((d) => name.startsWith(`packages/${d}/`))
          if (domain) pages.set(name, [`packages/${domain}/shared`])
        }
      },
    },
    h5: {
      useHtmlComponents: true,
      publicPath: '/',
      staticDirectory: 'static',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      compile: { include: COMPILED_PACKAGES },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: {
          enable: true,
          config: { baseFontSize: BASE_FONT_SIZE, minRootSize: 0, maxRootSize: MAX_ROOT_FONT_SIZE },
        },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        swcAndLightningcss(chain)
        chain.plugin('drop-rtl-styles').use(DropRtlStylesPlugin)
        chain.plugin('lean-stats').use(LeanStatsPlugin)
        // Share node_modules between page chunks instead of copying them into each one.
        chain.optimization.merge({ splitChunks: { chunks: 'all', maxAsyncRequests: 4 } })
        chain.module
          .rule('taro-components-css')
          .test(/taro-components\.css$/)
          .pre()
          .use('strip-icon-font')
          .loader(path.resolve(__dirname, 'strip-icon-font-loader.js'))
        // Taro's entry starts the app in a task of its own, after the modules are read.
        chain.module
          .rule('split-start')
          .test(/[\\/]src[\\/]app\.config\.ts$/)
          .pre()
          .use('split-start')
          .loader(path.resolve(__dirname, 'split-start-loader.js'))
        // A page chunk holds only the built-in components it uses (see src/platform/h5-components).
        chain.resolve.alias.set('@tarojs/components$', path.resolve(srcDir, 'platform/h5-components/index.ts'))
        chain.resolve.alias.set('platform$', path.resolve(srcDir, 'platform/h5-device.ts'))
        // The tab bar is plain DOM instead of Taro's web component, which would load Stencil on every tab page.
        chain
          .plugin('dom-tabbar')
          .use(webpack.NormalModuleReplacementPlugin, [
            /@tarojs[\\/]router[\\/]dist[\\/]tabbar\.js$/,
            path.resolve(srcDir, 'platform/h5-tabbar.ts'),
          ])
        // Each route's first files, for the server to name in index.html (server/src/platform/app-shell.ts).
        chain.plugin('route-chunks').use(RouteChunksPlugin, [{ srcDir, routes: h5CustomRoutes(), launch: 'bootstrap' }])
        // npm run analyze:h5: what each chunk holds, as a report beside the build.
        if (process.env.ANALYZE) {
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as {
            BundleAnalyzerPlugin: new (options: object) => object
          }
          chain.plugin('analyzer').use(BundleAnalyzerPlugin, [
            {
              analyzerMode: 'static',
              reportFilename: 'bundle-report.html',
              openAnalyzer: false,
              generateStatsFile: true,
            },
          ])
        }
      },
    },
  }
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig)
})
