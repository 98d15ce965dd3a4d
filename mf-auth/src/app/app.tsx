import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-kit';
import { LoginScreen } from '../features/login/components/login-screen';
import { ForgotPasswordScreen } from '../features/reset/components/forgot-password-screen';
import { ResetPasswordScreen } from '../features/reset/components/reset-password-screen';
import { ConfirmCodeScreen } from '../features/signup/components/confirm-code-screen';
import { DetailsScreen } from '../features/signup/components/details-screen';
import { PasswordScreen } from '../features/signup/components/password-screen';
import { SignupEmailScreen } from '../features/signup/components/signup-email-screen';

/**
 * mf-auth's routes, on full paths (the shell only mounts this remote on /auth/* screens). The router
 * is the remote's own: react-router-dom is bundled in each remote (tree-shaken), not shared.
 */
export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.signup} element={<SignupEmailScreen />} />
        <Route path={paths.confirm} element={<ConfirmCodeScreen />} />
        <Route path={paths.password} element={<PasswordScreen />} />
        <Route path={paths.details} element={<DetailsScreen />} />
        <Route path={paths.login} element={<LoginScreen />} />
        <Route path={paths.resetEmail} element={<ForgotPasswordScreen />} />
        <Route path={paths.resetPassword} element={<ResetPasswordScreen />} />
      </Routes>
    </BrowserRouter>
  );
}
