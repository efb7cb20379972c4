// Order matters: loading Taro first breaks a require cycle in its H5 runtime.
require('@tarojs/taro')
const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime')
const React = require('react')
const ReactDOM = require('react-dom')

createH5NativeComponentConfig(null, React, ReactDOM)

// jest resolves the neutral dictionary-loader (not the .h5 one): importing it registers English synchronously.
require('@/i18n/dictionary-loader')
