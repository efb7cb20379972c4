import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js'
import { createElement, forwardRef } from 'react'
import { taroElement } from './taro-element'

const TaroImage = taroElement('taro-image-core', defineCustomElement)

interface ImageProps {
  nativeProps?: object
  [prop: string]: unknown
}

/**
 * Taro's Image with an empty alt unless the page gives one (`nativeProps={{ alt }}`): the app's pictures sit beside
 * the text that names them, so screen readers skip them instead of reading their file names.
 */
export const Image = forwardRef<unknown, ImageProps>((props, ref) =>
  createElement(TaroImage as never, { ...props, ref, nativeProps: { alt: '', ...(props.nativeProps ?? {}) } }),
)
