import { FINANCING_UNITS, PARK_PRICE_UNITS, type FinancingUnit, type ParkPriceUnit } from './money'

describe('FINANCING_UNITS', () => {
  it('lists the financing amount units in display order', () => {
    const expected: FinancingUnit[] = ['yuan', 'thousandYuan', 'millionYuan']
    expect(FINANCING_UNITS).toEqual(expected)
  })
})

describe('PARK_PRICE_UNITS', () => {
  it('lists the park price units in display order', () => {
    const expected: ParkPriceUnit[] = ['yuanPerDay', 'yuanPerTon', 'yuanPerKwh', 'tenThousandYuanPerMu']
    expect(PARK_PRICE_UNITS).toEqual(expected)
  })
})
