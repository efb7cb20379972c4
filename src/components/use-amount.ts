import { useStores, useT } from '@/stores/context'
import { abbreviateNumber, abbreviateNumberEnglish } from '@/utils/number'

/** Formats an amount in yuan: ten-thousand / hundred-million units in Chinese, K / M / B in English. */
export function useAmount(): (yuan: number) => string {
  const { app } = useStores()
  const t = useT()
  return (yuan) =>
    app.language === 'en-us'
      ? `${abbreviateNumberEnglish(yuan)} ${t('unit.yuan')}`
      : `${abbreviateNumber(yuan, { tenThousand: t('unit.tenThousand'), hundredMillion: t('unit.hundredMillion') })}${t('unit.yuan')}`
}
