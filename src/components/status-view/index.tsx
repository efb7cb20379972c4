import { Button } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useReadyHold } from '@/components/page-ready'
import { ResponseCode } from '@/contract/common.codes'
import type { MessageKey } from '@/i18n'
import { isApiError } from '@/services/http/errors'
import { useT } from '@/stores/context'
import './index.scss'

export type Status = 'loading' | 'empty' | 'error'

interface Props {
  status: Status
  /** A message key for the error or empty text; defaults to the generic one. */
  message?: MessageKey
  /** Words of the server's (a refusal), shown instead of any message. */
  text?: string
  onRetry?: () => void
}

/** The server's reason when it refused the caller (a 403 or one of its 403xx codes): retrying would not help. */
function refusalOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'server' || !error.msg) return undefined
  return error.code === ResponseCode.forbidden || Math.floor(error.code / 100) === ResponseCode.forbidden
    ? error.msg
    : undefined
}

/** The server's words for an area the organisers closed for maintenance (a 503): asking again later may help. */
function pausedOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'server' || !error.msg) return undefined
  return error.code === ResponseCode.unavailable ? error.msg : undefined
}

/** The server's words on why it did not answer (a refusal or maintenance), and whether asking again may help. */
export function serverWordsOf(error: unknown): { text?: string; retry: boolean } {
  const refusal = refusalOf(error)
  return refusal ? { text: refusal, retry: false } : { text: pausedOf(error), retry: true }
}

/** The loading, empty and error states every page shows the same way. */
export const StatusView = observer(({ status, message, text: given, onRetry }: Props) => {
  const t = useT()
  useReadyHold(status === 'loading')
  const text =
    given ??
    (message
      ? t(message)
      : t(status === 'loading' ? 'common.loading' : status === 'empty' ? 'common.empty' : 'error.loadFailed'))
  return (
    <View className={`status-view status-view--${status}`} data-testid={`status-${status}`}>
      {status === 'loading' && <View className='status-view__spinner' />}
      <Text className='status-view__text'>{text}</Text>
      {status === 'error' && onRetry && (
        <Button size='small' type='primary' fill='outline' onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </View>
  )
})

interface RequestLike {
  status: string
  error: unknown
  reload(): Promise<void>
}

/**
 * The state of a request that has no data yet: loading, not found (in the server's words where it names what is
 * missing: a deleted file, a room), refused in the server's words (neither retries: asking again would not help),
 * closed for maintenance in its words, or a retryable error.
 */
export function RequestStatusView({ request }: { request: RequestLike }) {
  const error = isApiError(request.error) ? request.error : undefined
  const notFound = error?.code === ResponseCode.notFound
  const words = serverWordsOf(request.error)
  const missing = notFound && error?.kind === 'server' ? error.msg : ''
  return (
    <StatusView
      status={request.status === 'error' ? 'error' : 'loading'}
      message={notFound ? 'error.notFound' : undefined}
      text={words.text ?? (missing || undefined)}
      onRetry={notFound || !words.retry ? undefined : () => void request.reload()}
    />
  )
}

interface RequestViewProps<T> {
  request: RequestLike & { data: T | undefined }
  /** What the data makes once it has arrived. */
  children: (data: NonNullable<T>) => ReactNode
}

function RequestViewOf<T>({ request, children }: RequestViewProps<T>) {
  return request.data ? <>{children(request.data)}</> : <RequestStatusView request={request} />
}

/** What a request's data makes, or the request's state while it has none. */
export const RequestView = observer(RequestViewOf) as typeof RequestViewOf
