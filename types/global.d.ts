/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | undefined
    TARO_APP_PROFILE?: string
    TARO_APP_API_BASE?: string
    TARO_APP_COLLECTIBLE_BASE?: string
  }
}
