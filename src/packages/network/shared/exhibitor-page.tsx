import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { readyState, type RequestState } from '@/components/use-endpoint'
import type { MessageKey } from '@/i18n'
import type { RouteKey } from '@/routes/table'
import { sectionsPage, type SectionsProps } from '@/templates/sections'
import { NotExhibitor, notExhibitor } from './exhibitor-refusal'

/** What an exhibitor tool shows: its data, or the server's refusal of an account that is not an exhibitor's. */
type Shown<T> = { refused: false; data: NonNullable<T> } | { refused: true; error: unknown }

interface ExhibitorDescriptor<T> {
  route: RouteKey
  testId: string
  /** Why a visitor is asked to sign in, when the tool says more than the desk's reason. */
  loginHint?: MessageKey
  useRead: () => RequestState<T>
  Sections: (props: SectionsProps<NonNullable<T>>) => ReactNode
}

/** The read, with the exhibitor-only refusal as something to show (in the server's words) rather than a retry. */
function shown<T>(read: RequestState<T>): RequestState<Shown<T>> {
  if (read.status === 'error' && notExhibitor(read.error))
    return readyState<Shown<T>>({ refused: true, error: read.error }, read.reload)
  return { ...read, data: read.data ? { refused: false, data: read.data } : undefined }
}

/** An exhibitor's tool: a sections page for signed-in users that tells an account without an exhibitor why not. */
export function exhibitorPage<T>({
  route,
  testId,
  loginHint = 'network.desk.loginHint',
  useRead,
  Sections,
}: ExhibitorDescriptor<T>) {
  const Tool = observer(Sections)
  return sectionsPage({
    route,
    testId,
    loginHint,
    useRead: () => shown(useRead()),
    Sections: ({ data, reload }) =>
      data.refused ? <NotExhibitor error={data.error} /> : <Tool data={data.data} reload={reload} />,
  })
}
