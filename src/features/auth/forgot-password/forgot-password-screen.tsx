import { useTranslation } from 'react-i18next'
import { useResetForgottenPassword, useSendForgotPasswordCode, useVerifyForgotPasswordCode } from '@/api/generated/identity/endpoints/account/account'
import { AuthPage } from '../components/auth-page'
import { OtpFlow, type OtpFlowApi } from '../components/otp-flow'
import { forgotIdentifier } from '../flow-schemas'

const PREFIX = 'forgot-password:pages.forgotPassword'
const IDENTIFIER = forgotIdentifier(PREFIX)

/** /forgot-password: email or phone → one-time code → new password. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('forgot-password')
  const send = useSendForgotPasswordCode()
  const verify = useVerifyForgotPasswordCode()
  const reset = useResetForgottenPassword()
  const api: OtpFlowApi = {
    sendCode: (emailOrPhone) => send.mutateAsync({ data: { emailOrPhone } }),
    verifyCode: async (emailOrPhone, otp) => (await verify.mutateAsync({ data: { emailOrPhone, otp } })).resetToken,
    setPassword: async (emailOrPhone, resetToken, values) => {
      await reset.mutateAsync({ data: { emailOrPhone, resetToken, ...values } })
    },
  }
  return (
    <AuthPage
      title={t('pages.forgotPassword.title')}
      subtitle={t('pages.forgotPassword.subtitle')}
      heroTitle={t('pages.forgotPassword.heroTitle')}
      heroText={t('pages.forgotPassword.heroText')}
    >
      <OtpFlow prefix={PREFIX} identifier={{ schema: IDENTIFIER, type: 'text', autoComplete: 'username' }} api={api} />
    </AuthPage>
  )
}
