import { isPhone, phoneForDisplay, storedPhone } from './phone'

describe('phone numbers', () => {
  it.each([
    ['+49 89 1234567', '+49891234567'],
    ['0049 89 1234567', '+49891234567'],
    ['+1 (415) 555-2671', '+14155552671'],
    ['13800138000', '+8613800138000'],
    ['+86 138-0013-8000', '+8613800138000'],
    ['010-12345678', '+861012345678'],
    ['86-010-12345678', '+861012345678'],
    ['0592-1234567-123', '+865921234567 ext. 123'],
  ])('reads %s and stores it as %s', (typed, stored) => {
    expect(isPhone(typed)).toBe(true)
    expect(storedPhone(typed)).toBe(stored)
  })

  it.each(['', '12345', '1380013800', 'phone', '+49 1', '010-1234'])('refuses %j', (typed) => {
    expect(isPhone(typed)).toBe(false)
    expect(storedPhone(` ${typed} `)).toBe(typed)
  })

  it('shows the fair’s country’s numbers in the national format and others with their code', () => {
    expect(phoneForDisplay('+8613800138000')).toBe('138 0013 8000')
    expect(phoneForDisplay('+861012345678')).toBe('010 1234 5678')
    expect(phoneForDisplay('+49891234567')).toBe('+49 89 1234567')
    expect(phoneForDisplay('+865921234567 ext. 123')).toBe('0592 123 4567 ext. 123')
    expect(phoneForDisplay('ask at the desk')).toBe('ask at the desk')
  })
})
