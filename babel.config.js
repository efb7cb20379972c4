// NutUI components are imported one by one with their own CSS, so unused styles never reach a package.
const nutuiPath = (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        camel2DashComponentName: false,
        customName: nutuiPath,
        customStyleName: (name) => `${nutuiPath(name)}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
}
