// What a form page uses: the template, the rule helpers for its fields, and the descriptor's types.
export { FormTemplate } from './form-template'
export { check, sameAs, validateFields } from './rules'
export type { AgreementPart, FieldErrors, FieldSpec, FormDescriptor, FormValues, Problem, Rule } from './types'
