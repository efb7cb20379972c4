import type { FinanceForm } from './registration'
import { financeProblems } from './registration.rules'

// Only the fields the overseas cap reads: the rest of the form's problems are not what these tests look at.
const capProblems = (form: Partial<FinanceForm>) =>
  financeProblems(form as FinanceForm).filter((problem) => problem.problem === 'overseasCap')

describe('the overseas capital cap of the financing form (seed 001 section 9)', () => {
  it('refuses, beside the amount, a need of USD 100 million or more at the reference rate, in any unit', () => {
    const overseas = { overseasCapitalPlan: true, overseasCapitalType: 'VIE' }
    expect(capProblems({ ...overseas, financingNeeds: { value: '720000', unit: 'thousandYuan' } })).toEqual([
      { field: 'financingNeeds.value', problem: 'overseasCap' },
    ])
    expect(capProblems({ ...overseas, financingNeeds: { value: '719999999', unit: 'yuan' } })).toEqual([])
  })

  it('leaves a project without an overseas capital plan, or without an amount, alone', () => {
    expect(
      capProblems({ overseasCapitalPlan: false, financingNeeds: { value: '900000', unit: 'millionYuan' } }),
    ).toEqual([])
    expect(capProblems({ overseasCapitalPlan: true, financingNeeds: { value: '', unit: 'millionYuan' } })).toEqual([])
  })
})
