// Bundles the app's first-screen drawing (src/platform/first-screen/draw.tsx) for Node, so the server answers the
// entry pages with their first screen already in the HTML. Resolves modules as the H5 build does (.h5 siblings,
// Taro's components as React DOM), with Taro's runtime and device APIs replaced by the stubs in
// src/platform/first-screen/node. Run after the H5 build: node scripts/build-first-screen.mjs.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
const stripIconFont = createRequire(import.meta.url)('../config/strip-icon-font-loader.js')

const resolveFile = createRequire(import.meta.url).resolve
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.join(ROOT, 'src')
const STUBS = path.join(SRC, 'platform', 'first-screen', 'node')
/** Where the server looks for it: beside dist/h5, not in it, so it is never served as a file. */
export const FIRST_SCREEN_BUNDLE = path.join(ROOT, 'dist', 'h5-server', 'first-screen.cjs')

const replaced = [
  [/^@tarojs\/components$/, path.join(SRC, 'platform', 'h5-components', 'index.ts')],
  [/^@tarojs\/taro$/, path.join(STUBS, 'taro.cjs')],
  [/^@tarojs\/runtime$/, path.join(STUBS, 'runtime.cjs')],
  [/^@tarojs\/components\/dist\/components\//, path.join(STUBS, 'custom-element.cjs')],
  [/^\.\/taro-element$/, path.join(STUBS, 'taro-element.ts')],
]

await build({
  entryPoints: [path.join(SRC, 'platform', 'first-screen', 'draw.tsx')],
  outfile: FIRST_SCREEN_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  jsx: 'automatic',
  minify: true,
  alias: { '@': SRC },
  resolveExtensions: ['.h5.tsx', '.h5.ts', '.tsx', '.ts', '.mjs', '.js', '.cjs', '.json'],
  mainFields: ['module', 'main'],
  plugins: [
    {
      name: 'server-stubs',
      setup(bundle) {
        for (const [filter, file] of replaced) bundle.onResolve({ filter }, () => ({ path: file }))
      },
    },
  ],
  define: {
    // What the H5 entry adds with its script (Taro's H5 platform imports both), for the drawing's head.
    TARO_COMPONENT_STYLES: JSON.stringify(
      stripIconFont(readFileSync(resolveFile('@tarojs/components/dist/taro-components/taro-components.css'), 'utf8')) +
        readFileSync(resolveFile('@tarojs/components-react/dist/index.css'), 'utf8'),
    ),
    'process.env.TARO_ENV': '"h5"',
    'process.env.TARO_PLATFORM': '"web"',
    'process.env.NODE_ENV': '"production"',
  },
  // Styles come from the H5 build's own files; the few imported pictures are not drawn in a first screen.
  loader: { '.scss': 'empty', '.css': 'empty', '.png': 'empty', '.svg': 'empty' },
  // Other frameworks' flavours of Taro's components, never reached from React.
  external: ['vue', 'solid-js', 'preact'],
  banner: { js: readFileSync(path.join(STUBS, 'globals.js'), 'utf8') },
  logLevel: 'warning',
})
console.log(`First screens: ${path.relative(ROOT, FIRST_SCREEN_BUNDLE)}`)
