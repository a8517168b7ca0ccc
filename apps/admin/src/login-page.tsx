import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { adminPost } from './admin-api.ts';

interface LoginForm {
  email: string;
  password: string;
  totp: string;
}

/**
 * Staff sign-in: e-mail, password and the six-digit code of the staff member's authenticator.
 * Staff accounts are separate from customer accounts.
 */
export function LoginPage() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: LoginForm) => {
    setBusy(true);
    setError(undefined);
    try {
      const reply = await adminPost('staffLogin', { ...values });
      if (reply.code !== 0 && reply.code !== 7) setError(reply.message);
    } catch {
      setError('The server could not be reached. Check your connection and try again.');
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
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false}>
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
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}
