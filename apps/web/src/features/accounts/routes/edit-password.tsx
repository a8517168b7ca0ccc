import { ChangePasswordScreen } from './forget-password.tsx';

/** /editPassword: the same change-password screen as /forgetpwd?type=changepwd. */
export function Component() {
  return <ChangePasswordScreen />;
}
