import TaroImage from '@tarojs/components-react/dist/components/image/index.js'
import { createElement, forwardRef } from 'react'

interface ImageProps {
  imgProps?: object
  [prop: string]: unknown
}

/**
 * Taro's Image with an empty alt unless the page gives one (`imgProps={{ alt }}`): the app's pictures sit beside
 * the text that names them, so screen readers skip them instead of reading their file names.
 */
export const Image = forwardRef<unknown, ImageProps>((props, ref) =>
  createElement(TaroImage as never, { ...props, ref, imgProps: { alt: '', ...(props.imgProps ?? {}) } }),
)
