import type { FastifySchemaValidationError } from 'fastify'
import type { Lang } from './lang'

const TYPE_NAMES: Record<string, [zh: string, en: string]> = {
  integer: ['整数', 'an integer'],
  number: ['数字', 'a number'],
  string: ['字符串', 'a string'],
  boolean: ['布尔值', 'true or false'],
  object: ['对象', 'an object'],
  array: ['数组', 'an array'],
}

/** A short, field-specific message for the first schema violation, in the request's language. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  lang: Lang,
): string {
  const [error] = errors
  const params = error?.params ?? {}
  const zh = lang === 'zh'
  const path = error?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? ''
  const field = String(params.missingProperty ?? path)
  if (!field) {
    return zh
      ? `请求${context === 'body' ? '体' : '参数'}格式不正确，应为 JSON 对象`
      : `The request ${context === 'body' ? 'body' : 'parameters'} must be a JSON object`
  }
  const limit = params.limit
  switch (error?.keyword) {
    case 'required':
      return zh ? `缺少参数 ${field}` : `Missing parameter "${field}"`
    case 'type': {
      const [typeZh, typeEn] = TYPE_NAMES[String(params.type)] ?? [String(params.type), String(params.type)]
      return zh ? `参数 ${field} 应为${typeZh}` : `"${field}" must be ${typeEn}`
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return zh ? `参数 ${field} 不能小于 ${limit}` : `"${field}" must be at least ${limit}`
    case 'maximum':
    case 'exclusiveMaximum':
      return zh ? `参数 ${field} 不能大于 ${limit}` : `"${field}" must be at most ${limit}`
    case 'minLength':
      return zh ? `参数 ${field} 不能少于 ${limit} 个字符` : `"${field}" must have at least ${limit} characters`
    case 'maxLength':
      return zh ? `参数 ${field} 不能超过 ${limit} 个字符` : `"${field}" must have at most ${limit} characters`
    default:
      return zh ? `参数 ${field} 格式不正确` : `"${field}" has an invalid value`
  }
}
