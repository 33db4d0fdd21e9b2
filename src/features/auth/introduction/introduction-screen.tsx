import { useTranslation } from 'react-i18next'
import { useSendIntroductionCode, useSetIntroductionPassword, useVerifyIntroductionCode } from '@/api/generated/identity/endpoints/account/account'
import { AuthPage } from '../components/auth-page'
import { OtpFlow, type OtpFlowApi } from '../components/otp-flow'
import { introductionIdentifier } from '../flow-schemas'

const PREFIX = 'introduction:pages.introduction'
const IDENTIFIER = introductionIdentifier(PREFIX)

/** /introduction-steps: a first-time user's set-up: email → one-time code → first password. */
export function IntroductionScreen() {
  const { t } = useTranslation('introduction')
  const send = useSendIntroductionCode()
  const verify = useVerifyIntroductionCode()
  const setPassword = useSetIntroductionPassword()
  const api: OtpFlowApi = {
    sendCode: (email) => send.mutateAsync({ data: { email } }),
    verifyCode: async (email, otp) => (await verify.mutateAsync({ data: { email, otp } })).setupToken,
    setPassword: async (email, setupToken, values) => {
      await setPassword.mutateAsync({ data: { email, setupToken, ...values } })
    },
  }
  return (
    <AuthPage
      title={t('pages.introduction.title')}
      subtitle={t('pages.introduction.subtitle')}
      heroTitle={t('pages.introduction.heroTitle')}
      heroText={t('pages.introduction.heroText')}
    >
      <OtpFlow prefix={PREFIX} identifier={{ schema: IDENTIFIER, type: 'email', autoComplete: 'email' }} api={api} />
    </AuthPage>
  )
}
