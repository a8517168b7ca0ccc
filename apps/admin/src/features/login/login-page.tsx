import type { AdminOutput } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { applyFieldErrors } from '../../components/form-errors.ts';
import { AdminRefusal, NETWORK_ERROR_TEXT } from '../../lib/admin-api.ts';
import { api } from '../../lib/api.ts';
import { writeToken } from '../../lib/session.ts';

interface LoginForm {
  email: string;
  password: string;
  totp: string;
}

/**
 * Staff sign-in: e-mail, password and the six-digit code of the staff member's authenticator.
 * Staff accounts are separate from customer accounts. Refusals show inline, not as toasts, so
 * the reason stays beside the form while the staff member corrects it.
 */
export function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const submit = async (values: LoginForm) => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await api.call('staffLogin', { ...values }, { toastErrors: false });
      const me: AdminOutput<'staffMe'> = {
        id: result.id,
        email: result.email,
        name: result.name,
        roles: result.roles,
      };
      // The login answer already says who signed in, so the shell need not ask staffMe again.
      queryClient.setQueryData(['staffMe'], me);
      writeToken(result.token);
    } catch (e) {
      if (e instanceof AdminRefusal) {
        applyFieldErrors(form, e);
        setError(e.message);
      } else setError(NETWORK_ERROR_TEXT);
      form.setFieldValue('totp', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f3f4f6',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }} data-testid="admin-login">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Back office
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Sign in with your staff account. Every action in the back office is recorded in the audit log.
        </Typography.Paragraph>
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
        )}
        <Form<LoginForm> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <LoginFields />
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}

function LoginFields() {
  return (
    <>
      <Form.Item
        name="email"
        label="E-mail"
        rules={[{ required: true, type: 'email', message: 'Enter your staff e-mail.' }]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label="Password"
        rules={[{ required: true, message: 'Enter your password.' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="totp"
        label="Authenticator code"
        rules={[
          {
            required: true,
            pattern: /^\d{6}$/,
            message: 'Enter the 6-digit code from your authenticator.',
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
      </Form.Item>
    </>
  );
}
