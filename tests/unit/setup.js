// Order matters: loading Taro first breaks a require cycle in its H5 runtime.
require('@tarojs/taro')
const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime')
const React = require('react')
const ReactDOM = require('react-dom')

createH5NativeComponentConfig(null, React, ReactDOM)

// jest resolves the neutral dictionary-loader (not the .h5 one): importing it registers English synchronously.
require('@/i18n/dictionary-loader')

// Every subpackage's page strings, as its pages bring them, so a component can be mounted without its page.
const i18nDir = `${__dirname}/../../src/i18n`
for (const name of require('fs').readdirSync(i18nDir)) {
  if (name.endsWith('.pages.ts')) require(`${i18nDir}/${name}`)
}

// TanStack Query tells components of an answer on a timer (setTimeout 0), which may come after React's act in a test
// has let go; in a microtask it comes within it, so a page settles as it did when its data came by promise.
require('@tanstack/react-query').notifyManager.setScheduler((callback) => void Promise.resolve().then(callback))
