import { birthDateRange } from './field-rules'

describe('the birth date field', () => {
  it('runs from 1900 to the fair’s first day and opens its wheels on a visitor’s typical age', () => {
    expect(birthDateRange('2026-09-08')).toEqual({ start: '1900-01-01', end: '2026-09-08', opensAt: '1991-01-01' })
  })
})
