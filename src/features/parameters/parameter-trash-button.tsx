import { Button } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PARAMETER_LIST_PATHS, type ParameterListKind } from './parameter-paths'

/** A parameter list's way to its Trash (`<list>/trash`), where deleted records wait 30 days. */
export function ParameterTrashButton({ kind }: { kind: ParameterListKind }) {
  const { t } = useTranslation('list-kit')
  const navigate = useNavigate()
  return (
    <Button appearance="secondary" icon={<DeleteRegular />} onClick={() => void navigate(`${PARAMETER_LIST_PATHS[kind]}/trash`)}>
      {t('trash.open')}
    </Button>
  )
}
