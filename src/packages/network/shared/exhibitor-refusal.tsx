import { observer } from 'mobx-react-lite'
import { failureText } from '@/components/toast'
import { NetworkCode } from '@/contract/network.codes'
import { isApiError } from '@/services/http/errors'
import { useT } from '@/stores/context'
import { Card, Paragraph } from '@/templates/sections'

/** Whether a call was refused because the account does not act for an exhibitor. */
export const notExhibitor = (error: unknown) => isApiError(error) && error.code === NetworkCode.exhibitorOnly

/** The server's word for an account that is not an exhibitor's, in place of a tool: retrying would not help. */
export const NotExhibitor = observer(({ error }: { error: unknown }) => {
  const t = useT()
  return (
    <Card testId='not-exhibitor'>
      <Paragraph>{failureText(error, t)}</Paragraph>
    </Card>
  )
})
