import type { QuestionnaireStanding } from '@/contract/fair'
import { questionnaire as survey } from '@/contract/fair.endpoints'
import { answer, answering } from '@/stores/testing/fake-api'
import Questionnaire from './index'
import { pageHarness } from '../../../../tests/unit/page-harness'

const page = pageHarness('packages/fair/questionnaire/index')
const { byTestId, toasts } = page

const open: QuestionnaireStanding = { edition: 25, answered: null, responses: 12, averageSatisfaction: 4.3 }
const answers = {
  role: 'investor',
  purpose: 'projects',
  source: 'app',
  satisfaction: '4',
  return: 'yes',
  suggestion: '',
} as const

describe('the visitor survey', () => {
  it('asks every question before sending, then sends the choices and shows the answers kept', async () => {
    const answerQuestionnaire = jest
      .fn()
      .mockResolvedValue({ ...open, answered: { answeredAt: Date.now(), answers }, responses: 13 })
    const questionnaire = jest
      .fn()
      .mockResolvedValueOnce(open)
      .mockResolvedValue({ ...open, answered: { answeredAt: Date.now(), answers }, responses: 13 })
    const stores = page.stores(
      {
        userInfo: jest.fn().mockResolvedValue(null),
        call: answering(answer(survey.mine, questionnaire)),
        answerQuestionnaire,
      },
      'token',
    )
    await page.mount(Questionnaire, stores, {})
    await page.click(byTestId('survey-submit')!)
    expect(toasts).toContain('请回答所有问题')
    expect(answerQuestionnaire).not.toHaveBeenCalled()
    for (const [name, value] of Object.entries(answers).filter(([name]) => name !== 'suggestion'))
      await page.click(byTestId(`survey-${name}-${value}`)!)
    await page.click(byTestId('survey-submit')!)
    expect(answerQuestionnaire).toHaveBeenCalledWith(expect.objectContaining({ role: 'investor', satisfaction: '4' }))
    expect(byTestId('survey-done')).not.toBeNull()
    expect(byTestId('survey-answer-role')?.textContent).toContain('投资机构')
  })
})
