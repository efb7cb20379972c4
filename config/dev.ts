import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    devServer: {
      port: 10086,
      // The API runs beside the dev server; the H5 app calls it on its own origin.
      proxy: [
        {
          context: ['/user-central', '/merchants-client', '/common-client', '/collectible', '/static/img'],
          target: `http://localhost:${process.env.API_PORT ?? 8080}`,
        },
      ],
      historyApiFallback: true,
    },
  },
} satisfies UserConfigExport<'webpack5'>
