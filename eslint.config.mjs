import fs from 'node:fs'
import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const SUBPACKAGES = fs.readdirSync(new URL('./src/packages', import.meta.url))

// Contract modules that build TypeBox schemas: the app takes only their types, so no schema code reaches its bundle.
// Codes (`<domain>.codes.ts`) and shared rules (validators, masks, the rich-text allowlist) are plain values both use.
const CONTRACT = new URL('./src/contract/', import.meta.url)
const SCHEMA_MODULES = fs
  .readdirSync(CONTRACT)
  .filter(
    (name) => /\.ts$/.test(name) && fs.readFileSync(new URL(name, CONTRACT), 'utf8').includes('@sinclair/typebox'),
  )
  .map((name) => name.replace(/\.ts$/, ''))

// Layers may only import downwards: utils <- services <- stores <- components <- features/templates <- pages.
// The server's layers: the platform below every domain, the composition (the files at server/src's root) above them.
const SERVER = new URL('./server/src/', import.meta.url)
const SERVER_DOMAINS = fs
  .readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name)
const COMPOSITION = fs
  .readdirSync(SERVER)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => `./server/src/${name}`)
// The server's domains from the bottom up: a domain imports only domains of the layers below its own, so none of
// them import each other in a circle. What a lower domain needs of a higher one it is given by the composition.
const SERVER_LAYERS = [
  ['account'],
  ['city', 'collectible', 'engagement', 'points'],
  ['enterprise', 'fair', 'share'],
  ['exhibition'],
  ['registration'],
  ['files'],
  ['meeting'],
  ['media'],
  ['content'],
  ['network'],
  ['mine', 'search'],
  ['operator'],
]
const unplaced = SERVER_DOMAINS.filter((name) => !SERVER_LAYERS.flat().includes(name))
if (unplaced.length > 0) throw new Error(`Place the server domain(s) ${unplaced.join(', ')} in SERVER_LAYERS`)
const serverZones = [
  ...SERVER_LAYERS.flatMap((layer, index) =>
    layer.map((name) => ({
      target: `./server/src/${name}`,
      from: SERVER_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== name)
        .map((other) => `./server/src/${other}`),
      message: `${name} may import only the domains below its layer (SERVER_LAYERS): ask for the rest as a function the composition passes`,
    })),
  ),
  // A domain below is used through its index only: what it exports there is what others may rely on.
  ...SERVER_DOMAINS.flatMap((name) =>
    SERVER_DOMAINS.filter((other) => other !== name).map((other) => ({
      target: `./server/src/${name}`,
      from: `./server/src/${other}`,
      except: ['./index.ts'],
      message: `${name} uses ${other} through its index (server/src/${other}/index.ts) only, never its internals`,
    })),
  ),
  {
    target: './server/src/platform',
    from: './server/src',
    except: ['./platform'],
    message: 'the platform serves every domain and names none: take what a domain gives as a parameter',
  },
  ...SERVER_DOMAINS.map((name) => ({
    target: `./server/src/${name}`,
    from: COMPOSITION,
    message: 'only the composition (main, app, domains) names every domain; a domain is given what it needs',
  })),
]

const zones = [
  { target: './src/utils', from: './src', except: ['./utils'], message: 'utils import nothing from the app' },
  {
    target: './src/services',
    from: ['./src/stores', './src/features', './src/templates', './src/components', './src/pages', './src/packages'],
  },
  {
    target: './src/stores',
    from: ['./src/features', './src/templates', './src/components', './src/pages', './src/packages'],
  },
  { target: './src/features', from: ['./src/pages', './src/packages'] },
  { target: './src/templates', from: ['./src/pages', './src/packages'] },
  { target: './src/components', from: ['./src/pages', './src/packages', './src/features', './src/templates'] },
  { target: './src/packages', from: './src/pages', message: 'what a page and a subpackage share belongs in features/' },
  // A subpackage is downloaded on its own: it may not reach into another one.
  ...SUBPACKAGES.map((name) => ({
    target: `./src/packages/${name}`,
    from: './src/packages',
    except: [`./${name}`],
    message: 'subpackages do not import each other; move what both need to features/ or components/',
  })),
  { target: './src/contract', from: './src', except: ['./contract'], message: 'the contract stands alone' },
  {
    target: './server',
    from: './src',
    except: ['./contract'],
    message: 'the server shares only the contract with the app',
  },
  {
    // Every route file but navigate() is pure data.
    target: fs
      .readdirSync(new URL('./src/routes', import.meta.url))
      .filter((name) => !name.startsWith('navigate'))
      .map((name) => `./src/routes/${name}`),
    from: './src',
    except: ['./routes', './i18n/zh-cn.ts', './styles/colors.ts'],
    message: 'the route table is pure data read at build time',
  },
]

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'server/drizzle/**', 'server/.data/**', '.swc/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: {
      globals: {
        defineAppConfig: 'readonly',
        definePageConfig: 'readonly',
        process: 'readonly',
        console: 'readonly',
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        history: 'readonly',
        navigator: 'readonly',
        sessionStorage: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URLSearchParams: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
      },
    },
    settings: {
      'import/resolver': {
        typescript: { project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      // Cycles are looked for in our code only; parsing dependencies is slow and some overflow the parser.
      'import/ignore': ['node_modules'],
      // Without a parser for TypeScript the import rules read no .ts module, and import/no-cycle found nothing.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tarojs/components',
              importNames: ['Icon'],
              message:
                "Taro's Icon needs the weui font, which the H5 build leaves out (config/strip-icon-font-loader.js)",
            },
          ],
          patterns: [
            {
              group: SCHEMA_MODULES.flatMap((name) => [`@/contract/${name}`, `**/contract/${name}`]),
              allowTypeImports: true,
              message: 'import type from contract schema modules (values live in <domain>.codes.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    // The mini program draws only WeChat's components (Taro's View, Text, Image...): a raw HTML tag has no template
    // there and is not drawn at all. H5-only files (`*.h5.tsx`, Taro's components on H5) may use them.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.h5.tsx', 'src/**/*.test.tsx', 'src/platform/h5-components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement > JSXIdentifier[name=/^[a-z]/]',
          message: 'WeChat does not draw raw HTML tags: use a Taro component (View, Text, Image...).',
        },
      ],
    },
  },
  {
    // Tests and their helpers stand above everything they test: they may build the whole app.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', 'server/src/**/testing*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'scripts/**', '*.config.js', 'babel.config.js', 'jest.config.js'],
    languageOptions: {
      globals: {
        jest: 'readonly',
        describe: 'readonly',
        it: 'readonly',
        expect: 'readonly',
        beforeEach: 'readonly',
        afterEach: 'readonly',
        beforeAll: 'readonly',
        afterAll: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Node programs the tools run as child processes (the mini program page runner), and the stand-ins of Taro's
    // runtime the server's drawing of first screens is bundled with.
    files: ['scripts/**/*.cjs', 'src/platform/first-screen/node/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: Object.fromEntries(
        'Buffer URL URLSearchParams clearInterval clearTimeout console module process require setInterval setTimeout'
          .split(' ')
          .map((name) => [name, 'readonly'])
          .concat([['global', 'writable']]),
      ),
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
