import { OptionsRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { FirstReadableRedirect } from '@/shared/routing'
import { PARAMETER_ORDER } from './access'

/** /dynamicParameter: the first parameter list the user may read (product, company, licensor, producer). */
export function ParameterIndex() {
  const { t } = useTranslation('dynamic-parameter')
  return (
    <FirstReadableRedirect
      targets={PARAMETER_ORDER}
      loadingLabel={t('index.loading')}
      empty={{ icon: <OptionsRegular />, title: t('index.title'), description: t('index.none') }}
    />
  )
}
