import { observer } from 'mobx-react-lite'
import { policyDescriptor } from './policy-descriptor'
import { ContentListPage } from '../../../templates/content-list/content-list-page'

const policies = policyDescriptor('policy')

/** /policy: every policy, searchable by title or issuer and filtered by category. */
const PolicyList = observer(() => <ContentListPage descriptor={policies} />)

export default PolicyList
