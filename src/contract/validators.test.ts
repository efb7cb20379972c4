import {
  ADULT_AGE,
  BOOTH_AREA_M2,
  BOOTH_SIDE_M,
  CODE_LENGTH,
  IMAGE_MAX_BYTES,
  MESSAGE_MIN_LENGTH,
  MIN_RENTAL_AREA_M2,
  PASSWORD_MIN_LENGTH,
  PROFILE_WORD_LIMIT,
  ageFromIdNumber,
  ageOn,
  boothArea,
  idNumberBirthDate,
  idNumberGender,
  countWords,
  isAdultIdNumber,
  isAmount,
  isChineseName,
  isDateString,
  isDigitsOnly,
  isEmail,
  isFax,
  isForeignerPermanentResidence,
  isHkMacauPermit,
  isIdNumber,
  isIdNumberOfType,
  isImageSizeAllowed,
  isInteger,
  isLongEnoughMessage,
  isMainlandId18,
  isMobile,
  isNumber,
  isPassportNumber,
  isPercentage,
  isPostCode,
  isRequired,
  isResidencePermit,
  isSignedAmount,
  isTaiwanPermit,
  isTelephone,
  isUnderWordLimit,
  isValidBoothCount,
  isValidPassword,
  isValidRentalArea,
  isVerificationCode,
  isWebsite,
  isWechatId,
  isWholeNumberBetween,
  isWithinLength,
  passwordsMatch,
} from './validators'

describe('password rules', () => {
  it('requires at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(isValidPassword('Abcde1!x')).toBe(true)
    expect(isValidPassword('Abcd1!x')).toBe(false)
  })

  it('requires upper case, lower case, a digit and a symbol', () => {
    expect(isValidPassword('Fair#2026')).toBe(true)
    expect(isValidPassword('Fair 2026')).toBe(true)
    expect(isValidPassword('fair#2026')).toBe(false)
    expect(isValidPassword('FAIR#2026')).toBe(false)
    expect(isValidPassword('Fair#Expo')).toBe(false)
    expect(isValidPassword('Fair2026x')).toBe(false)
    expect(isValidPassword('')).toBe(false)
  })

  it('rejects a password missing any one class even when long', () => {
    expect(isValidPassword('lowercase#digits2026')).toBe(false)
    expect(isValidPassword('UPPERCASE#DIGITS2026')).toBe(false)
    expect(isValidPassword('NoDigits#AtAllHere')).toBe(false)
    expect(isValidPassword('NoSymbols2026Here')).toBe(false)
    expect(isValidPassword('Has#All4Classes')).toBe(true)
  })

  it('matches the confirmation exactly', () => {
    expect(passwordsMatch('Fair#2026', 'Fair#2026')).toBe(true)
    expect(passwordsMatch('Fair#2026', 'fair#2026')).toBe(false)
    expect(passwordsMatch('Fair#2026', 'Fair#2026 ')).toBe(false)
  })
})

describe('phone numbers', () => {
  it('accepts mainland mobiles with an optional 86 prefix', () => {
    for (const ok of [
      '13812345678',
      '19912345678',
      '+8613812345678',
      '8613812345678',
      '+86 13812345678',
      '+86-13812345678',
      ' 13812345678 ',
    ]) {
      expect(isMobile(ok)).toBe(true)
    }
  })

  it('rejects other mobile-like strings', () => {
    for (const bad of [
      '12812345678',
      '1381234567',
      '138123456789',
      '+8513812345678',
      '138-1234-5678',
      '1381234567a',
      '',
    ]) {
      expect(isMobile(bad)).toBe(false)
    }
  })

  it('accepts landlines with optional country code and extension', () => {
    for (const ok of [
      '86-010-12345678',
      '86-010-12345679',
      '0592-1234567',
      '010-12345678',
      '010-12345678-123',
      '+86-0592-1234567',
      '1-212-5551234',
    ]) {
      expect(isTelephone(ok)).toBe(true)
    }
  })

  it('rejects malformed landlines', () => {
    for (const bad of [
      '12345678',
      '010 12345678',
      '010-123456',
      '010-123456789',
      '12345-010-12345678',
      '010-12345678-',
      '13812345678',
      '',
    ]) {
      expect(isTelephone(bad)).toBe(false)
    }
  })

  it('takes landlines as fax', () => {
    expect(isFax('0592-1234567')).toBe(true)
    expect(isFax('13812345678')).toBe(false)
  })
})

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['expo@example.com', 'first.last+fair@mail.example.com.cn', 'a_b-c@sub-domain.org']) {
      expect(isEmail(ok)).toBe(true)
    }
  })

  it('rejects malformed addresses', () => {
    for (const bad of [
      'expo',
      'expo@',
      '@example.com',
      'expo@example',
      'expo@@example.com',
      '.expo@example.com',
      'ex..po@example.com',
      'expo@-example.com',
      'ex po@example.com',
      '',
    ]) {
      expect(isEmail(bad)).toBe(false)
    }
  })
})

describe('isWebsite', () => {
  it('accepts domains with or without an http(s) scheme', () => {
    for (const ok of [
      'example.com',
      'www.example.com.cn',
      'http://example.com',
      'HTTPS://Example.com/path?q=1#top',
      'https://fair.example.org:8443/en/',
    ]) {
      expect(isWebsite(ok)).toBe(true)
    }
  })

  it('rejects other schemes and bare words', () => {
    for (const bad of [
      'javascript:alert(1)',
      'javascript://example.com',
      'ftp://example.com',
      'example',
      'http://',
      'https://example.c',
      'exa mple.com',
      '',
    ]) {
      expect(isWebsite(bad)).toBe(false)
    }
  })
})

describe('resident ID numbers', () => {
  it('accepts 18-digit IDs with a correct check character, X in either case', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true)
    expect(isIdNumber('11010519491231002x')).toBe(true)
    expect(isIdNumber('440304200802291234')).toBe(true)
    expect(isIdNumber('350203200809080014')).toBe(true)
  })

  it('accepts each of the eleven check characters only in its own place', () => {
    const ids = [
      '350203199001011010',
      '350203199001011061',
      '350203199001011002',
      '350203199001011053',
      '350203199001011184',
      '350203199001011045',
      '350203199001011096',
      '350203199001011037',
      '350203199001011088',
      '350203199001011029',
      '35020319900101107X',
    ]
    for (const id of ids) {
      expect(isIdNumber(id)).toBe(true)
      const wrong = id.endsWith('0') ? '1' : '0'
      expect(isIdNumber(id.slice(0, 17) + wrong)).toBe(false)
    }
  })

  it('rejects a wrong check character', () => {
    expect(isIdNumber('110105194912310021')).toBe(false)
    expect(isIdNumber('350203200809080015')).toBe(false)
  })

  it('rejects impossible or pre-1800 birth dates even with a matching check character', () => {
    // Check characters computed for these bodies so only the date is wrong.
    expect(isIdNumber('110105200702291236')).toBe(false)
    expect(isIdNumber('110105200713011236')).toBe(false)
    expect(isIdNumber('11010517990101123X')).toBe(false)
  })

  it('accepts 15-digit legacy IDs with a real date', () => {
    expect(isIdNumber('110105491231002')).toBe(true)
    expect(isIdNumber('110105490230002')).toBe(false)
  })

  it('rejects other lengths and characters', () => {
    for (const bad of ['11010519491231002', '1101051949123100200', '11010519491231X002', '', 'abcdefghijklmnopqr']) {
      expect(isIdNumber(bad)).toBe(false)
    }
  })

  it('isMainlandId18 takes only the 18-character form', () => {
    expect(isMainlandId18('350102199512123426')).toBe(true)
    expect(isMainlandId18(' 35020319900101123x ')).toBe(true)
    expect(isMainlandId18('350102199512123427')).toBe(false)
    expect(isMainlandId18('110105491231002')).toBe(false)
    expect(isMainlandId18('350102199502303421')).toBe(false)
  })

  it('computes age in whole years on the local calendar', () => {
    const id = '350203200809080014'
    expect(ageFromIdNumber(id, new Date(2026, 8, 7, 23, 59))).toBe(17)
    expect(ageFromIdNumber(id, new Date(2026, 8, 8, 0, 0))).toBe(18)
    expect(ageFromIdNumber('110105491231002', new Date(2026, 0, 1))).toBe(76)
  })

  it('gives null for invalid IDs and births after now', () => {
    expect(ageFromIdNumber('110105194912310021', new Date(2026, 0, 1))).toBeNull()
    expect(ageFromIdNumber('350203200809080014', new Date(2008, 8, 7))).toBeNull()
  })

  it('treats 18 and over as adult', () => {
    expect(ADULT_AGE).toBe(18)
    expect(isAdultIdNumber('350203200809080014', new Date(2026, 8, 8))).toBe(true)
    expect(isAdultIdNumber('350203200809080014', new Date(2026, 8, 7))).toBe(false)
    expect(isAdultIdNumber('110105194912310021', new Date(2026, 0, 1))).toBe(false)
  })
})

describe('isChineseName', () => {
  it('accepts 2 to 20 Chinese characters with middle dots between parts', () => {
    for (const ok of [
      '张三',
      '欧阳娜娜',
      '阿沛·阿旺晋美',
      '迪丽热巴·迪力木拉提',
      '一二三四五六七八九十一二三四五六七八九十',
    ]) {
      expect(isChineseName(ok)).toBe(true)
    }
  })

  it('rejects other names', () => {
    for (const bad of [
      '张',
      '一二三四五六七八九十一二三四五六七八九十一',
      '·张三',
      '张三·',
      '张··三',
      '张 三',
      'Zhang San',
      '张3',
      '',
    ]) {
      expect(isChineseName(bad)).toBe(false)
    }
  })
})

describe('isWechatId', () => {
  it('accepts 6-20 characters starting with a letter', () => {
    for (const ok of ['abcdef', 'Fair_2026', 'expo-xm', 'a1234567890123456789']) {
      expect(isWechatId(ok)).toBe(true)
    }
  })

  it('rejects other ids', () => {
    for (const bad of [
      'abcde',
      '1abcdef',
      '_abcdef',
      'abc def',
      'abc.def',
      'a12345678901234567890',
      '微信号abcdef',
      '',
    ]) {
      expect(isWechatId(bad)).toBe(false)
    }
  })
})

describe('isLongEnoughMessage', () => {
  it('needs MESSAGE_MIN_LENGTH characters after trimming', () => {
    expect(MESSAGE_MIN_LENGTH).toBe(20)
    expect(isLongEnoughMessage('a'.repeat(20))).toBe(true)
    expect(isLongEnoughMessage('a'.repeat(19))).toBe(false)
    expect(isLongEnoughMessage(`   ${'a'.repeat(19)}   `)).toBe(false)
  })

  it('counts Chinese characters once each', () => {
    expect(isLongEnoughMessage('展'.repeat(20))).toBe(true)
    expect(isLongEnoughMessage('展'.repeat(19))).toBe(false)
  })
})

describe('numeric strings', () => {
  it('isInteger accepts an optional sign and digits only', () => {
    for (const ok of ['0', '42', '-7', '+7', 12, -3]) {
      expect(isInteger(ok)).toBe(true)
    }
    for (const bad of ['', '1.5', '1e3', '12a', '--1', ' ', 1.5, NaN, Infinity]) {
      expect(isInteger(bad)).toBe(false)
    }
  })

  it('isDigitsOnly rejects signs, decimals and exponents', () => {
    for (const ok of ['0', '1000000', 500]) {
      expect(isDigitsOnly(ok)).toBe(true)
    }
    for (const bad of ['', '-1', '+1', '1.0', '1e6', '1,000', -1, 1.5, 1e21]) {
      expect(isDigitsOnly(bad)).toBe(false)
    }
  })

  it('isNumber allows decimals', () => {
    for (const ok of ['0', '3.14', '-0.5', '+10', 2.5]) {
      expect(isNumber(ok)).toBe(true)
    }
    for (const bad of ['', '.', '1.', '.5', '1.2.3', 'abc', '1e3', NaN, -Infinity]) {
      expect(isNumber(bad)).toBe(false)
    }
  })
})

describe('isWholeNumberBetween', () => {
  it('accepts digits within the bounds, inclusive', () => {
    for (const ok of ['1', ' 20 ', '10000000', 5]) {
      expect(isWholeNumberBetween(ok, 1, 10_000_000)).toBe(true)
    }
    for (const bad of ['0', '-3', '1.5', 'abc', '', '10000001', '1e3']) {
      expect(isWholeNumberBetween(bad, 1, 10_000_000)).toBe(false)
    }
  })
})

describe('isVerificationCode', () => {
  it('wants exactly six digits by default', () => {
    expect(CODE_LENGTH).toBe(6)
    expect(isVerificationCode('042917')).toBe(true)
    expect(isVerificationCode(' 042917 ')).toBe(true)
    for (const bad of ['', '12345', '1234567', '12345a']) expect(isVerificationCode(bad)).toBe(false)
    expect(isVerificationCode('1234', 4)).toBe(true)
  })
})

describe('booth rules', () => {
  it('uses 3 m x 3 m booths and a 36 m² rental minimum', () => {
    expect(BOOTH_SIDE_M).toBe(3)
    expect(BOOTH_AREA_M2).toBe(9)
    expect(MIN_RENTAL_AREA_M2).toBe(36)
  })

  it('accepts positive whole booth counts', () => {
    expect(isValidBoothCount(1)).toBe(true)
    expect(isValidBoothCount('4')).toBe(true)
    expect(isValidBoothCount(0)).toBe(false)
    expect(isValidBoothCount(-2)).toBe(false)
    expect(isValidBoothCount(1.5)).toBe(false)
    expect(isValidBoothCount('')).toBe(false)
  })

  it('computes booth area as 9 m² per booth', () => {
    expect(boothArea(1)).toBe(9)
    expect(boothArea(4)).toBe(36)
    expect(boothArea(0)).toBe(0)
  })

  it('accepts whole rental areas from 36 m²', () => {
    expect(isValidRentalArea(36)).toBe(true)
    expect(isValidRentalArea('120')).toBe(true)
    expect(isValidRentalArea(35)).toBe(false)
    expect(isValidRentalArea(36.5)).toBe(false)
    expect(isValidRentalArea('abc')).toBe(false)
  })
})

describe('isImageSizeAllowed', () => {
  it('allows up to and including 1 MiB', () => {
    expect(IMAGE_MAX_BYTES).toBe(1048576)
    expect(isImageSizeAllowed(0)).toBe(true)
    expect(isImageSizeAllowed(IMAGE_MAX_BYTES)).toBe(true)
    expect(isImageSizeAllowed(IMAGE_MAX_BYTES + 1)).toBe(false)
    expect(isImageSizeAllowed(-1)).toBe(false)
    expect(isImageSizeAllowed(NaN)).toBe(false)
  })
})

describe('isRequired', () => {
  it('accepts non-blank strings, non-empty arrays and any finite number', () => {
    for (const ok of ['a', ' x ', ['a'], 0, -1]) {
      expect(isRequired(ok)).toBe(true)
    }
  })

  it('rejects missing, blank and empty values', () => {
    for (const bad of [null, undefined, '', '   ', [], NaN]) {
      expect(isRequired(bad)).toBe(false)
    }
  })
})

describe('isWithinLength', () => {
  it('counts characters, not UTF-16 units or bytes', () => {
    expect(isWithinLength('展会', 2)).toBe(true)
    expect(isWithinLength('展会！', 2)).toBe(false)
    expect(isWithinLength('😀😀', 2)).toBe(true)
    expect(isWithinLength('', 0)).toBe(true)
  })
})

describe('word counting', () => {
  it('counts English words by whitespace', () => {
    expect(countWords('International investment  and\ttrade\nfair')).toBe(5)
    expect(countWords('   ')).toBe(0)
    expect(countWords('')).toBe(0)
  })

  it('counts each Chinese character as a word', () => {
    expect(countWords('投资贸易洽谈会')).toBe(7)
    expect(countWords('中国国际投资贸易洽谈会，CIFIT 2026。')).toBe(13)
  })

  it('does not count punctuation on its own', () => {
    expect(countWords('Hello , world — !')).toBe(2)
  })

  it('limits organisation profiles to 100 words', () => {
    expect(PROFILE_WORD_LIMIT).toBe(100)
    expect(isUnderWordLimit('word '.repeat(100))).toBe(true)
    expect(isUnderWordLimit('word '.repeat(101))).toBe(false)
    expect(isUnderWordLimit('字'.repeat(100), 100)).toBe(true)
    expect(isUnderWordLimit('字'.repeat(101), 100)).toBe(false)
    expect(isUnderWordLimit('one two three', 2)).toBe(false)
  })
})

describe('identity documents of registration', () => {
  it('takes the mainland ID card only as the current 18-character number', () => {
    expect(isIdNumberOfType('idCard', '35020319900101123X')).toBe(true)
    expect(isIdNumberOfType('idCard', '35020319900101123x')).toBe(true)
    expect(isIdNumberOfType('idCard', '350203900101123')).toBe(false)
    expect(isIdNumberOfType('idCard', '350203199001011231')).toBe(false)
  })

  it('takes residence permits of Hong Kong, Macau and Taiwan residents by their 81/82/83 region', () => {
    expect(isResidencePermit('810000199408230021')).toBe(true)
    expect(isResidencePermit('35020319900101123X')).toBe(false)
    expect(isIdNumberOfType('residencePermit', '810000199408230022')).toBe(false)
  })

  it('checks passports and the travel permits by their shapes', () => {
    expect(isPassportNumber('E12345678')).toBe(true)
    expect(isPassportNumber('123')).toBe(false)
    expect(isPassportNumber('E1234-5678')).toBe(false)
    expect(isHkMacauPermit('H12345678')).toBe(true)
    expect(isHkMacauPermit('M1234567890')).toBe(true)
    expect(isHkMacauPermit('X12345678')).toBe(false)
    expect(isTaiwanPermit('12345678')).toBe(true)
    expect(isTaiwanPermit('1234567')).toBe(false)
    expect(isIdNumberOfType('passport', 'G87654321')).toBe(true)
  })

  it("takes the foreigner's permanent residence card in its old and 2023 forms", () => {
    expect(isForeignerPermanentResidence('USA350019900315')).toBe(true)
    expect(isForeignerPermanentResidence('933500199003150012')).toBe(true)
    expect(isForeignerPermanentResidence('35020319900101123X')).toBe(false)
  })

  it('reads the birth date and gender an ID number carries', () => {
    expect(idNumberBirthDate('35020319900101123X')).toBe('1990-01-01')
    expect(idNumberGender('35020319900101123X')).toBe('male')
    expect(idNumberGender('350102199512123426')).toBe('female')
    expect(idNumberBirthDate('E12345678')).toBeNull()
    expect(idNumberGender('123')).toBeNull()
  })
})

describe('dates and ages', () => {
  it('takes real dates written yyyy-mm-dd only', () => {
    expect(isDateString('2026-09-08')).toBe(true)
    expect(isDateString('2024-02-29')).toBe(true)
    expect(isDateString('2025-02-29')).toBe(false)
    expect(isDateString('2026-9-8')).toBe(false)
    expect(isDateString('2026-09-08T10:00')).toBe(false)
  })

  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-09-08', '2026-09-08')).toBe(18)
    expect(ageOn('2008-09-09', '2026-09-08')).toBe(17)
    expect(ageOn('1966-01-01', '2026-09-08')).toBe(60)
    expect(ageOn('2027-01-01', '2026-09-08')).toBeNull()
    expect(ageOn('not a date', '2026-09-08')).toBeNull()
  })
})

describe('post codes, amounts and shares', () => {
  it('takes post codes of letters, digits, spaces and hyphens', () => {
    expect(isPostCode('361000')).toBe(true)
    expect(isPostCode('SW1A 1AA')).toBe(true)
    expect(isPostCode('12')).toBe(false)
    expect(isPostCode('-36100')).toBe(false)
  })

  it('takes amounts from 0 with at most two decimals, losses only where signed', () => {
    expect(isAmount('1200')).toBe(true)
    expect(isAmount(0)).toBe(true)
    expect(isAmount('12.50')).toBe(true)
    expect(isAmount('12.505')).toBe(false)
    expect(isAmount('-5')).toBe(false)
    expect(isAmount('1e5')).toBe(false)
    expect(isSignedAmount('-5.5')).toBe(true)
    expect(isSignedAmount('--5')).toBe(false)
  })

  it('takes shares from 0 to 100 per cent', () => {
    expect(isPercentage('0')).toBe(true)
    expect(isPercentage('33.33')).toBe(true)
    expect(isPercentage('100')).toBe(true)
    expect(isPercentage('100.01')).toBe(false)
  })
})
