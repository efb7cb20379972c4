import type { QuestionnaireBody } from '@/contract/fair'
import { QUESTIONNAIRE, QUESTIONNAIRE_SUGGESTION_MAX, type QuestionnaireQuestion } from '@/contract/fair.codes'
import type { MessageKey } from '@/i18n'
import type { FieldSpec } from '@/templates/form'

/** Every answer '' until chosen. */
export type SurveyValues = { [Q in QuestionnaireQuestion]: string } & { suggestion: string }

export const EMPTY_SURVEY: SurveyValues = {
  role: '',
  purpose: '',
  source: '',
  satisfaction: '',
  return: '',
  suggestion: '',
}

const question = <Q extends QuestionnaireQuestion>(name: Q): FieldSpec<SurveyValues> => ({
  kind: 'select',
  name,
  label: `fair.survey.${name}`,
  required: 'fair.survey.choose',
  options: QUESTIONNAIRE[name].map((value) => ({ value, label: `fair.survey.${name}.${value}` as MessageKey })),
})

/** The survey's questions in order: every choice is required, the suggestion is not. */
export const SURVEY_FIELDS: readonly FieldSpec<SurveyValues>[] = [
  question('role'),
  question('purpose'),
  question('source'),
  question('satisfaction'),
  question('return'),
  {
    kind: 'textarea',
    name: 'suggestion',
    label: 'fair.survey.suggestion',
    placeholder: 'fair.survey.suggestionPlaceholder',
    maxLength: QUESTIONNAIRE_SUGGESTION_MAX,
  },
]

/** The values as the server takes them (the form has checked every choice). */
export const surveyBody = (values: SurveyValues) => values as QuestionnaireBody
