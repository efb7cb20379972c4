import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    enableExtract: true,
    // No picture inlined as base64: the tab icons alone would add 3.5 KB to the first load (limit true = none).
    imageUrlLoaderOption: { limit: true },
  },
} satisfies UserConfigExport<'webpack5'>
