import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view'
import { failureText } from '@/components/toast'
import type { RequestState } from '@/components/use-endpoint'
import { NetworkCode } from '@/contract/network.codes'
import { isApiError } from '@/services/http/errors'
import { useT } from '@/stores/context'
import './people.scss'

/** Whether a call was refused because the account does not act for an exhibitor. */
export const notExhibitor = (error: unknown) => isApiError(error) && error.code === NetworkCode.exhibitorOnly

/** An exhibitor tool's state before its data: loading, the server's word for accounts that are not exhibitors, or a retry. */
export const ExhibitorStatus = observer(
  ({ request }: { request: Pick<RequestState<unknown>, 'status' | 'error' | 'reload'> }) => {
    const t = useT()
    if (request.status === 'error' && notExhibitor(request.error))
      return (
        <View className='people-card' data-testid='not-exhibitor'>
          <Text className='people-text'>{failureText(request.error, t)}</Text>
        </View>
      )
    return (
      <StatusView status={request.status === 'error' ? 'error' : 'loading'} onRetry={() => void request.reload()} />
    )
  },
)
