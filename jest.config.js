const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

// Packages shipped as ES modules that babel must transform; everything else in node_modules is left alone.
const esmPackages = [
  '@tarojs',
  '@nutui',
  '@stencil',
  '@swc/helpers',
  'swiper',
  'ssr-window',
  'dom7',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  '\\.pnpm',
  'style-inject',
  'tslib',
  'mobx',
  'mobx-react-lite',
  'tlbs-map-react',
]

module.exports = defineJestConfig({
  bail: 0,
  // Both cores of a two-core machine (jest's default leaves one idle); suites share no state, each has its own jsdom.
  maxWorkers: 2,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/server/'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), '<rootDir>/tests/unit/setup.js'],
  transform: { '^.+\\.(mjs|js|jsx|ts|tsx)$': '<rootDir>/tests/unit/swc-transformer.js' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')}))`],
  moduleNameMapper: {
    '^@nutui/nutui-react-taro$': '<rootDir>/node_modules/@nutui/nutui-react-taro/dist/es/packages/nutui.react.build.js',
    '^lottie-react$': '<rootDir>/tests/unit/stub.js',
    // It names only an ES module entry ("module"), which jest's resolver does not read.
    '^tlbs-map-react$': '<rootDir>/node_modules/tlbs-map-react/dist/index.js',
    '\\.(css|scss|sass|less|png)$': '<rootDir>/tests/unit/stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
})
