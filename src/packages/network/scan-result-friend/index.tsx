import '@/i18n/network.pages'
import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { failureText } from '@/components/toast'
import type { ExchangeStatus, ScanResult } from '@/contract/network'
import { navigate } from '@/routes/navigate'
import { useStores, useT } from '@/stores/context'
import { Card, Hero, Paragraph, Row, sectionsPage } from '@/templates/sections'
import { ExchangeActions } from '../homepage/exchange-actions'
import { CodeEntry } from '../shared/code-entry'
import { networkListsChanged } from '../shared/lists-changed'
import { NeedChips } from '../shared/needs'
import { PersonRow } from '../shared/person-row'

/** What a scanned code gave: the person and where the exchange stands, or why the code was refused. */
type Outcome = { kind: 'found'; result: ScanResult } | { kind: 'refused'; message: string }

/** A scan that ended in a request sent or cards exchanged is done; the other states leave the person something to do. */
const foundTone = (state: ExchangeStatus['state']) => (state === 'sent' || state === 'exchanged' ? 'done' : undefined)

/**
 * /scan-result-friend: a scanned card code or badge names a person and asks them to exchange cards (the scan itself is
 * the request when nothing stood between them); `?code=` carries the code on H5.
 */
export default sectionsPage({
  route: 'scanResultFriend',
  testId: 'scan-result',
  loginHint: 'network.scan.loginHint',
  Sections: function ScanResultFriend() {
    const t = useT()
    const stores = useStores()
    const { api } = stores
    const { params } = useRouter()
    const [busy, setBusy] = useState(false)
    const [outcome, setOutcome] = useState<Outcome | null>(null)

    const submit = useCallback(
      async (code: string) => {
        setBusy(true)
        try {
          setOutcome({ kind: 'found', result: await api.network.scanToExchange(code) })
          networkListsChanged(stores)
        } catch (error) {
          setOutcome({ kind: 'refused', message: failureText(error, t) })
        } finally {
          setBusy(false)
        }
      },
      [api, stores, t],
    )

    const code = params.code ? decodeURIComponent(params.code) : ''
    useEffect(() => {
      if (code) void submit(code)
      // Once for the code the page was opened with.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [code])

    return (
      <>
        {outcome?.kind === 'found' && (
          <>
            <Hero
              title={t(`network.scan.state.${outcome.result.exchange.state}`)}
              tone={foundTone(outcome.result.exchange.state)}
              titleTestId='scan-found'
            />
            <PersonRow
              person={outcome.result.person}
              note={outcome.result.person.intro}
              actions={
                <ExchangeActions
                  userId={outcome.result.person.userId}
                  exchange={outcome.result.exchange}
                  source='scan'
                  onChange={() => navigate('homepage', { id: outcome.result.person.userId })}
                />
              }
            >
              <NeedChips label='offers' needs={outcome.result.person.offers} />
              <NeedChips label='seeks' needs={outcome.result.person.seeks} />
            </PersonRow>
            <Card>
              <Row
                title={t('network.scan.openPage')}
                onOpen={() => void navigate('homepage', { id: outcome.result.person.userId })}
                testId='scan-open-page'
              />
            </Card>
          </>
        )}
        {outcome?.kind === 'refused' && <Hero title={outcome.message} tone='closed' titleTestId='scan-refused' />}
        {!busy && !outcome && (
          <Card>
            <Paragraph>{t('network.scan.intro')}</Paragraph>
          </Card>
        )}
        <CodeEntry onCode={(next) => void submit(next)} busy={busy} scanLabel='network.scan.scan' />
      </>
    )
  },
})
