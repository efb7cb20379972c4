import { defineCustomElement } from '@tarojs/components/dist/components/taro-form-core.js'
import { taroElement } from './taro-element'

export const Form = taroElement('taro-form-core', defineCustomElement)
