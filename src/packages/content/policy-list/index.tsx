import { observer } from 'mobx-react-lite'
import { ContentListPage } from '@/templates/content-list/content-list-page'
import { policyDescriptor } from './policy-descriptor'

const policies = policyDescriptor('policy')

/** /policy: every policy, searchable by title or issuer and filtered by category. */
const PolicyList = observer(() => <ContentListPage descriptor={policies} />)

export default PolicyList
